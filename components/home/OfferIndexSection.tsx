import { Section } from '@/components/ui/Section';
import { CardItem } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
import { offerIndex } from '@/content/home';
import { fleetCategories } from '@/content/fleet';
import { pages } from '@/content/pages';
import { servicePath, servicesByCategory } from '@/lib/servicePages';
import { fleetCategoryHref } from '@/lib/vehiclePages';
import styles from './OfferIndexSection.module.css';

/**
 * Where a visitor who knows what they need goes from the home page: every service page, grouped
 * as the catalogue groups them, and each family of the rental fleet. Plain anchors, as on the
 * service cards: twenty-odd next/link islands here measurably lengthened the home page's
 * hydration (its blocking time), and a full load of a static page is quick anyway.
 */
export function OfferIndexSection() {
  return (
    <Section
      headingId="offerta-titolo"
      eyebrow={offerIndex.eyebrow}
      title={offerIndex.title}
      intro={offerIndex.intro}
      tone="warm"
    >
      <CardGrid $columns={3}>
        {servicesByCategory().map((group) => (
          <CardItem key={group.id} accent="navy">
            <h3 className={styles.groupTitle}>{group.label}</h3>
            <ul className={styles.links}>
              {group.services.map((service) => (
                <li key={service.id}>
                  <a href={servicePath(service)}>{service.title}</a>
                </li>
              ))}
            </ul>
          </CardItem>
        ))}
        <CardItem accent="gold" className={styles.rentalGroup}>
          <h3 className={styles.groupTitle}>{offerIndex.rentalTitle}</h3>
          <ul className={`${styles.links} ${styles.rentalLinks}`}>
            {fleetCategories.map((category) => (
              <li key={category.id}>
                <a href={fleetCategoryHref(category.id)}>{category.name}</a>
                <span className={styles.count}>{offerIndex.vehicleCount(category.vehicleIds.length)}</span>
              </li>
            ))}
            <li>
              <a href={pages.rental.path}>{offerIndex.rentalAll}</a>
            </li>
          </ul>
        </CardItem>
      </CardGrid>
    </Section>
  );
}
