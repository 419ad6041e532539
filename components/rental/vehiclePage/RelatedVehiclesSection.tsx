import styled from 'styled-components';
import { Section } from '@/components/ui/Section';
import { ButtonLink } from '@/components/ui/Button';
import { media, tokens } from '@/components/theme/tokens';
import { fleetCategories, fleetCategoryById, vehicles } from '@/content/fleet';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';
import type { Vehicle } from '@/content/types';
import { FINDER_BAR_SLOT_ID } from '@/lib/fleetCompare';
import { relatedVehicles, vehiclePagePath } from '@/lib/vehiclePages';
import { VehicleCard } from '../VehicleCard';
import { vehicleCardStyles, vehicleImageStyles } from '../vehicleStyles';

/** Up to four other vehicles (same category first) as fleet cards linking to their pages. */
export function RelatedVehiclesSection({ vehicle }: { vehicle: Vehicle }) {
  const text = rental.vehiclePage;
  const related = relatedVehicles(vehicle, vehicles, fleetCategories);
  if (related.length === 0) return null;
  return (
    <Section
      id="altri-mezzi"
      headingId="altri-mezzi-titolo"
      title={text.relatedTitle}
      intro={text.relatedIntro}
      tone="warm"
    >
      <Cards>
        <ul data-fleet-cards="" data-related-vehicles="">
          {related.map((item) => (
            <VehicleCard
              key={item.id}
              vehicle={item}
              categoryName={fleetCategoryById(item.category)?.name ?? ''}
              href={vehiclePagePath(item.slug)}
              detailsLabel={rental.fleet.details}
            />
          ))}
        </ul>
        <div id={FINDER_BAR_SLOT_ID} />
        <More>
          <ButtonLink href={`${pages.rental.path}#flotta`} variant="secondary">
            {text.fleetLink}
          </ButtonLink>
        </More>
      </Cards>
    </Section>
  );
}

const Cards = styled.div`
  ${vehicleImageStyles}
  ${vehicleCardStyles}

  /*
   * Four cards fill two rows of two; where the grid has three columns the fourth would sit
   * alone on a row, so there it steps aside (four columns would squeeze specs and buttons).
   */
  [data-related-vehicles] > li:nth-of-type(4) {
    ${media.lg} {
      display: none;
    }
  }
`;

const More = styled.div`
  margin-top: ${tokens.space.xl};
  text-align: center;
`;
