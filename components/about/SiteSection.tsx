import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { FeatureCard } from '@/components/ui/Card';
import { about } from '@/content/about';
import styles from './SiteSection.module.css';

export function SiteSection() {
  const { site } = about;
  return (
    <Section headingId="sede-titolo" eyebrow="Sede" title={site.title} intro={site.intro} tone="warm">
      <dl className={styles.figures}>
        {site.figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>
              {figure.value} <span className={styles.unit}>{figure.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
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
