import { Section } from '@/components/ui/Section';
import { fleetCategories, powerSourceLabels, vehicles } from '@/content/fleet';
import { fleetFinderText } from '@/content/fleetFinder';
import { powerSourcesIn } from '@/lib/fleetFinder';
import { rental } from '@/content/rental';
import { picturesProp } from '@/lib/images/picture';
import { picturesFor } from '@/lib/images/pictures';
import { FleetBrowser } from './FleetBrowser';
import { VehicleCard } from './VehicleCard';
import vehicleStyles from './vehicleStyles.module.css';

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
    figures: vehicle.figures,
    card: <VehicleCard vehicle={vehicle} />,
  }));
  // What the finder's URL may hold and the power sources the fleet really has (no fleet data in the island).
  const powers = powerSourcesIn(vehicles, ['elettrica', 'diesel', 'gpl']);
  const finder = {
    heights: [...fleetFinderText.height.options],
    capacities: [...fleetFinderText.capacity.options],
    powers: powers.map((power) => ({ value: power, label: powerSourceLabels[power] })),
  };
  const pictures = picturesFor(vehicles.flatMap((vehicle) => [vehicle.image, ...vehicle.additionalImages]));
  return (
    <Section
      id="flotta"
      headingId="flotta-titolo"
      eyebrow={fleet.eyebrow}
      title={fleet.title}
      intro={fleet.intro}
      tone="warm"
    >
      <div className={`${vehicleStyles.vehicleImages} ${vehicleStyles.vehicleCards} ${vehicleStyles.finderActions}`}>
        <FleetBrowser
          categories={fleetCategories.map(({ id, name, vehicleIds }) => ({ id, name, vehicleIds }))}
          cards={cards}
          finder={finder}
          text={{
            allTab: fleet.allTab,
            tablistLabel: fleet.tablistLabel,
            emptyTitle: fleet.emptyTitle,
            emptyText: fleet.emptyText,
          }}
          {...picturesProp(pictures)}
        />
      </div>
    </Section>
  );
}
