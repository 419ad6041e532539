import { FeatureGrid } from '@/components/ui/FeatureGrid';
import { LeadText } from '@/components/ui/Heading';
import { Section } from '@/components/ui/Section';
import { careers } from '@/content/careers';
import styles from './CareersIntro.module.css';

/** Why work at Gielle: a short text and three highlights. */
export function CareersIntro() {
  const { intro } = careers;
  return (
    <Section headingId="lavora-perche" title={intro.title}>
      <LeadText paragraphs={intro.paragraphs} className={styles.text} />
      <FeatureGrid items={intro.highlights} />
    </Section>
  );
}
