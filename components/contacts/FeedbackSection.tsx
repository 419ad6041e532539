import { ClipboardCheck, FileText } from '@/components/icons';
import { ButtonLink } from '@/components/ui/Button';
import { CardGrid } from '@/components/ui/Grid';
import { CardItem, CardTitle } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { contacts } from '@/content/contacts';
import styles from './FeedbackSection.module.css';

/** Satisfaction survey (external) and the complaints form PDF to e-mail back. */
export function FeedbackSection() {
  const { survey, complaints } = contacts.feedback;
  return (
    <Section headingId="contatti-feedback" title={contacts.feedback.title}>
      <CardGrid $columns={2}>
        <CardItem>
          <span className={styles.badge} aria-hidden="true">
            <ClipboardCheck size={24} />
          </span>
          <CardTitle>{survey.title}</CardTitle>
          <p className={styles.text}>{survey.text}</p>
          <div className={styles.push}>
            <ButtonLink href={survey.url} target="_blank" rel="noopener noreferrer" variant="secondary">
              {survey.button}
              <span className="visually-hidden"> (si apre in una nuova scheda)</span>
            </ButtonLink>
          </div>
        </CardItem>
        <CardItem>
          <span className={styles.badge} aria-hidden="true">
            <FileText size={24} />
          </span>
          <CardTitle>{complaints.title}</CardTitle>
          <p className={styles.text}>{complaints.text}</p>
          <div className={styles.push}>
            <ButtonLink href={complaints.file} download variant="ghost">
              {complaints.button}
            </ButtonLink>
          </div>
        </CardItem>
      </CardGrid>
    </Section>
  );
}
