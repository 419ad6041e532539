import { Section } from '@/components/ui/Section';
import { about } from '@/content/about';
import styles from './HistorySection.module.css';

export function HistorySection() {
  const { history } = about;
  return (
    <Section id="storia" headingId="storia-titolo" eyebrow="Storia" title={history.title}>
      <div className={styles.layout}>
        <div className={styles.story}>
          {history.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <div>
          <h3 className={styles.timelineTitle}>Le tappe principali</h3>
          <ol className={styles.timeline}>
            {history.milestones.map((milestone) => (
              <li key={milestone.year}>
                <span className={styles.year}>{milestone.year}</span>
                <span>{milestone.text}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </Section>
  );
}
