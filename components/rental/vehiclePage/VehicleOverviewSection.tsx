import { TwoColumns } from '@/components/ui/Grid';
import { Section } from '@/components/ui/Section';
import { rental } from '@/content/rental';
import type { Vehicle } from '@/content/types';
import { fullSpecs } from '@/lib/fleet';
import { picturesProp } from '@/lib/images/picture';
import { picturesFor } from '@/lib/images/pictures';
import { VehicleImages } from '../VehicleImages';
import { VehiclePageGallery } from './VehiclePageGallery';
import styles from './VehicleOverviewSection.module.css';

/** Pictures (with the lightbox) beside the full technical specs as a table. */
export function VehicleOverviewSection({ vehicle }: { vehicle: Vehicle }) {
  const text = rental.vehiclePage;
  const pictures = picturesFor([vehicle.image, ...vehicle.additionalImages]);
  return (
    <Section id="caratteristiche" headingId="caratteristiche-titolo" title={text.specsTitle}>
      <TwoColumns ratio="5:6" gap="xl">
        <VehiclePageGallery
          vehicle={{ name: vehicle.name, image: vehicle.image, additionalImages: vehicle.additionalImages }}
          {...picturesProp(pictures)}
        >
          <VehicleImages vehicle={vehicle} priority {...picturesProp(pictures)} />
        </VehiclePageGallery>
        <table className={styles.specTable}>
          <caption className="visually-hidden">{text.specsCaption(vehicle.name)}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{text.specsHeader.label}</th>
              <th scope="col">{text.specsHeader.value}</th>
            </tr>
          </thead>
          <tbody>
            {fullSpecs(vehicle).map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TwoColumns>
    </Section>
  );
}
