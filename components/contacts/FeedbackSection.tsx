import { ClipboardCheck, FileText } from '@/components/icons';
import { ButtonLink } from '@/components/ui/Button';
import { CardGrid } from '@/components/ui/Grid';
import { CardItem, CardText, CardTitle, IconBadge } from '@/components/ui/Card';
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
          <IconBadge>
            <ClipboardCheck size={24} />
          </IconBadge>
          <CardTitle>{survey.title}</CardTitle>
          <CardText>{survey.text}</CardText>
          <div className={styles.push}>
            <ButtonLink href={survey.url} target="_blank" rel="noopener noreferrer" variant="secondary">
              {survey.button}
              <span className="visually-hidden"> (si apre in una nuova scheda)</span>
            </ButtonLink>
          </div>
        </CardItem>
        <CardItem>
          <IconBadge>
            <FileText size={24} />
          </IconBadge>
          <CardTitle>{complaints.title}</CardTitle>
          <CardText>{complaints.text}</CardText>
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
