import { SiteLink } from '@/components/ui/SiteLink';
import { Section } from '@/components/ui/Section';
import { FeatureGrid } from '@/components/ui/FeatureGrid';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';
import styles from './BenefitsSection.module.css';

/** Three benefit cards: technical assistance, simple planning, certified quality. */
export function BenefitsSection() {
  const { benefits } = rental;
  return (
    <Section headingId="vantaggi-titolo" eyebrow={benefits.eyebrow} title={benefits.title} tone="warm">
      <FeatureGrid items={benefits.items} />
      <p className={styles.note}>
        {benefits.centreText} <SiteLink href={pages.serviceCentre.path}>{benefits.centreLink}</SiteLink>
      </p>
    </Section>
  );
}
