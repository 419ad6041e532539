import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { whistleblowing } from '@/content/whistleblowing';
import styles from './HowItWorksSection.module.css';

export function HowItWorksSection() {
  return (
    <Section headingId="come-funziona" eyebrow="La procedura" title={whistleblowing.how.title}>
      <CardGrid as="ol" $columns={2} $twoFrom={false} $phoneColumn={false} className={styles.steps}>
        {whistleblowing.how.steps.map((step, index) => (
          <li key={step.title}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
