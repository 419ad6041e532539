import styled from 'styled-components';
import { Section } from '@/components/ui/Section';
import { fleetCategories, vehicles } from '@/content/fleet';
import { rental } from '@/content/rental';
import { vehiclePagePath } from '@/lib/vehiclePages';
import { FleetBrowser } from './FleetBrowser';
import { VehicleCard } from './VehicleCard';
import { vehicleCardStyles, vehicleImageStyles } from './vehicleStyles';

/**
 * The #flotta section. The cards are server components handed to the browser island, so the
 * pre-rendered HTML carries them all and they cost no JavaScript; the island filters them.
 * Their CSS is written once here rather than once per card.
 */
export function FleetSection() {
  const { fleet } = rental;
  const cards = vehicles.map((vehicle) => ({
    id: vehicle.id,
    slug: vehicle.slug,
    card: (
      <VehicleCard
        vehicle={vehicle}
        categoryName={fleetCategories.find((category) => category.id === vehicle.category)?.name ?? ''}
        href={vehiclePagePath(vehicle.slug)}
        detailsLabel={fleet.details}
        missingLabel={fleet.imageMissing}
      />
    ),
  }));
  return (
    <Section id="flotta" headingId="flotta-titolo" eyebrow={fleet.eyebrow} title={fleet.title} intro={fleet.intro} tone="warm">
      <FleetStyles>
        <FleetBrowser
          categories={fleetCategories.map(({ id, name, vehicleIds }) => ({ id, name, vehicleIds }))}
          cards={cards}
          text={{ allTab: fleet.allTab, tablistLabel: fleet.tablistLabel, emptyTitle: fleet.emptyTitle, emptyText: fleet.emptyText }}
        />
      </FleetStyles>
    </Section>
  );
}

const FleetStyles = styled.div`
  ${vehicleImageStyles}
  ${vehicleCardStyles}
`;
