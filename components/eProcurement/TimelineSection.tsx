import { CardTitle } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { eProcurement } from '@/content/eProcurement';
import styles from './TimelineSection.module.css';

/** The four-phase implementation timeline. */
export function TimelineSection() {
  const { timeline } = eProcurement;
  return (
    <Section headingId="implementazione-titolo" eyebrow={timeline.eyebrow} title={timeline.title}>
      <CardGrid as="ol" $columns={4} $twoFrom={false} $phoneColumn={false} className={styles.steps}>
        {timeline.phases.map((phase) => (
          <li key={phase.phase} className={styles.step}>
            <span className={styles.phaseNumber} aria-hidden="true">
              {phase.phase}
            </span>
            <div>
              <CardTitle className={styles.title}>
                <span className="visually-hidden">Fase {phase.phase}: </span>
                {phase.title}
              </CardTitle>
              <p className={styles.duration}>{phase.duration}</p>
              <p className={styles.text}>{phase.description}</p>
            </div>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
