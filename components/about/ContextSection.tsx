import { Callout } from '@/components/ui/Callout';
import { Section } from '@/components/ui/Section';
import { TwoColumns } from '@/components/ui/Grid';
import { about } from '@/content/about';
import styles from './ContextSection.module.css';

export function ContextSection() {
  const { context } = about;
  return (
    <Section headingId="contesto-titolo" eyebrow="Organizzazione" title={context.title}>
      <TwoColumns>
        <div className={styles.text}>
          {context.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <Callout tone="note" className={styles.panel}>
          <h3 className={styles.panelTitle}>Le parti interessate</h3>
          <ul>
            {context.stakeholders.map((stakeholder) => (
              <li key={stakeholder}>{stakeholder}</li>
            ))}
          </ul>
        </Callout>
      </TwoColumns>
    </Section>
  );
}
