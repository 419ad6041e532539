import { FeatureGrid } from '@/components/ui/FeatureGrid';
import { Section } from '@/components/ui/Section';
import { careers } from '@/content/careers';
import styles from './CareersIntro.module.css';

/** Why work at Gielle: a short text and three highlights. */
export function CareersIntro() {
  const { intro } = careers;
  return (
    <Section headingId="lavora-perche" title={intro.title}>
      <div className={styles.text}>
        {intro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <FeatureGrid items={intro.highlights} />
    </Section>
  );
}
