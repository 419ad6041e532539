import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { rental } from '@/content/rental';
import type { Vehicle } from '@/content/types';
import { fullSpecs } from '@/lib/fleet';
import { picturesProp } from '@/lib/images/picture';
import { picturesFor } from '@/lib/images/pictures';
import { VehicleImages } from '../VehicleImages';
import { VehiclePageGallery } from './VehiclePageGallery';

/** Pictures (with the lightbox) beside the full technical specs as a table. */
export function VehicleOverviewSection({ vehicle }: { vehicle: Vehicle }) {
  const text = rental.vehiclePage;
  const pictures = picturesFor([vehicle.image, ...vehicle.additionalImages]);
  const { modal } = rental.fleet;
  return (
    <Section id="caratteristiche" headingId="caratteristiche-titolo" title={text.specsTitle}>
      <Layout>
        <VehiclePageGallery
          vehicle={{ name: vehicle.name, image: vehicle.image, additionalImages: vehicle.additionalImages }}
          {...picturesProp(pictures)}
        >
          <VehicleImages
            vehicle={vehicle}
            text={{ openImage: modal.openImage, thumbnails: modal.thumbnails }}
            priority
            {...picturesProp(pictures)}
          />
        </VehiclePageGallery>
        <SpecTable>
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
        </SpecTable>
      </Layout>
    </Section>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  align-items: start;

  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

const SpecTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  border-top: 2px solid ${tokens.color.navy};

  th,
  td {
    padding: ${tokens.space.md} ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.line};
    text-align: left;
    vertical-align: top;
  }

  tbody th {
    width: 45%;
    font-weight: 400;
    color: ${tokens.color.muted};
  }

  td {
    font-weight: 700;
    color: ${tokens.color.ink};
    overflow-wrap: anywhere;
  }
`;
