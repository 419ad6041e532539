import { Section } from '@/components/ui/Section';
import { ButtonLink } from '@/components/ui/Button';
import { fleetCategories, vehicles } from '@/content/fleet';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';
import type { Vehicle } from '@/content/types';
import { FINDER_BAR_SLOT_ID } from '@/lib/fleetCompare';
import { relatedVehicles } from '@/lib/vehiclePages';
import { VehicleCard } from '../VehicleCard';
import vehicleStyles from '../vehicleStyles.module.css';
import styles from './RelatedVehiclesSection.module.css';

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
      <div
        className={`${vehicleStyles.vehicleImages} ${vehicleStyles.vehicleCards} ${vehicleStyles.finderActions} ${styles.cards}`}
      >
        <ul data-fleet-cards="" data-related-vehicles="">
          {related.map((item) => (
            <VehicleCard key={item.id} vehicle={item} />
          ))}
        </ul>
        <div id={FINDER_BAR_SLOT_ID} />
        <div className={styles.more}>
          <ButtonLink href={`${pages.rental.path}#flotta`} variant="secondary">
            {text.fleetLink}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
