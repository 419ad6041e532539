import { Section } from '@/components/ui/Section';
import { servicePageLabels as labels } from '@/content/servicePages';
import type { ServicePageText } from '@/content/types';
import styles from './ServiceAudienceSection.module.css';

/** Who the service is for, and the sectors it serves as tags. */
export function ServiceAudienceSection({ text }: { text: ServicePageText }) {
  return (
    <Section headingId="servizio-destinatari" title={labels.audienceTitle}>
      <p className={styles.audience}>{text.audience}</p>
      <h3 className={styles.sectorsTitle}>{labels.sectorsTitle}</h3>
      <ul className={styles.sectors}>
        {text.sectors.map((sector) => (
          <li key={sector}>{sector}</li>
        ))}
      </ul>
    </Section>
  );
}
