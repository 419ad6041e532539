import { Section } from '@/components/ui/Section';
import { eProcurement } from '@/content/eProcurement';
import styles from './TimelineSection.module.css';

/** The four-phase implementation timeline. */
export function TimelineSection() {
  const { timeline } = eProcurement;
  return (
    <Section headingId="implementazione-titolo" eyebrow={timeline.eyebrow} title={timeline.title}>
      <ol className={styles.steps}>
        {timeline.phases.map((phase) => (
          <li key={phase.phase} className={styles.step}>
            <span className={styles.phaseNumber} aria-hidden="true">
              {phase.phase}
            </span>
            <div>
              <h3 className={styles.title}>
                <span className="visually-hidden">Fase {phase.phase}: </span>
                {phase.title}
              </h3>
              <p className={styles.duration}>{phase.duration}</p>
              <p className={styles.text}>{phase.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
