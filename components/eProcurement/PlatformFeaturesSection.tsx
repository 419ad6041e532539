import { Icon } from '@/components/icons';
import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { eProcurement } from '@/content/eProcurement';
import styles from './PlatformFeaturesSection.module.css';

export function PlatformFeaturesSection() {
  const { features } = eProcurement;
  return (
    <Section headingId="funzionalita-titolo" eyebrow={features.eyebrow} title={features.title} tone="warm">
      <CardGrid $columns={3} $twoFrom="md" $phoneColumn={false} className={styles.list}>
        {features.items.map((item) => (
          <li key={item.id}>
            <span className={styles.iconBox} aria-hidden="true">
              <Icon name={item.icon} size={22} />
            </span>
            <div>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.description}</p>
            </div>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
