import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { FeatureCard } from '@/components/ui/Card';
import { Fact, Figures } from '@/components/ui/FactList';
import { about } from '@/content/about';
import styles from './SiteSection.module.css';

export function SiteSection() {
  const { site } = about;
  return (
    <Section headingId="sede-titolo" eyebrow="Sede" title={site.title} intro={site.intro} tone="warm">
      <Figures variant="navyTiles" className={styles.figures}>
        {site.figures.map((figure) => (
          <Fact key={figure.label} term={figure.label}>
            {figure.value} <span className={styles.unit}>{figure.unit}</span>
          </Fact>
        ))}
      </Figures>
      <CardGrid $columns={4}>
        {site.processes.map((process) => (
          <FeatureCard key={process.title} icon={process.icon} title={process.title}>
            <p>{process.text}</p>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}
