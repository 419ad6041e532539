import { FileText } from '@/components/icons';
import { ChipRow } from '@/components/ui/Chip';
import { Fact, FactList } from '@/components/ui/FactList';
import { TwoColumns } from '@/components/ui/Grid';
import { fleetCategoryById } from '@/content/fleet';
import { rental } from '@/content/rental';
import type { Vehicle } from '@/content/types';
import { fullSpecs, documentLabel } from '@/lib/fleet';
import { vehiclePagePath } from '@/lib/vehiclePages';
import { FinderActions } from './finder/FinderActions';
import { VehicleAskButtons } from './VehicleAskButtons';
import { VehicleImages } from './VehicleImages';
import type { Picture } from '@/lib/images/picture';
import vehicleStyles from './vehicleStyles.module.css';
import styles from './VehicleDetails.module.css';

interface VehicleDetailsProps {
  vehicle: Vehicle;
  /** Opens the lightbox at an index of [main image, ...thumbnails]. */
  onOpenImage: (index: number) => void;
  /** The photos' variants by src, from the server (none for drawings). */
  pictures?: Readonly<Record<string, Picture>>;
}

/** Body of the vehicle modal: gallery, description, full specs, documents and contacts. */
export function VehicleDetails({ vehicle, onOpenImage, pictures }: VehicleDetailsProps) {
  const m = rental.fleet.modal;

  return (
    <TwoColumns ratio="5:6" gap="xl" align="stretch">
      <VehicleImages vehicle={vehicle} onOpenImage={onOpenImage} priority pictures={pictures} />

      <div className={`${styles.info} ${vehicleStyles.finderActions}`}>
        <p className={styles.category}>{fleetCategoryById(vehicle.category)?.name ?? ''}</p>
        <p className={styles.description}>{vehicle.description}</p>
        {/* A plain anchor: a full load of the vehicle's own page, whose URL the address bar already shows. */}
        <a className={styles.fullPageLink} href={vehiclePagePath(vehicle.slug)} data-vehicle-page-link="">
          {rental.vehiclePage.fullPageLink}
        </a>

        <h3 className={styles.subTitle}>{m.specsTitle}</h3>
        <FactList layout="table">
          {fullSpecs(vehicle).map((row) => (
            <Fact key={row.key} term={row.label}>
              {row.value}
            </Fact>
          ))}
        </FactList>

        {vehicle.documents.length > 0 ? (
          <>
            <h3 className={styles.subTitle}>{m.documentsTitle}</h3>
            <ul className={styles.documents}>
              {vehicle.documents.map((file) => (
                <li key={file}>
                  <a href={`/documents/${file}`} target="_blank" rel="noopener">
                    <FileText size={20} aria-hidden="true" />
                    {documentLabel(file)} <span className="visually-hidden">{m.newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}

        <h3 className={styles.subTitle}>{m.contactTitle}</h3>
        <FinderActions vehicleId={vehicle.id} vehicleName={vehicle.name} />
        <ChipRow>
          <VehicleAskButtons vehicle={vehicle} />
        </ChipRow>
      </div>
    </TwoColumns>
  );
}
