import { ClipboardCheck, FileText } from '@/components/icons';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { ButtonLink } from '@/components/ui/Button';
import { CardGrid } from '@/components/ui/Grid';
import { CardItem, CardTitle } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { contacts } from '@/content/contacts';

/** Satisfaction survey (external) and the complaints form PDF to e-mail back. */
export function FeedbackSection() {
  const { survey, complaints } = contacts.feedback;
  return (
    <Section headingId="contatti-feedback" title={contacts.feedback.title}>
      <CardGrid $columns={2}>
        <CardItem>
          <Badge aria-hidden="true">
            <ClipboardCheck size={24} />
          </Badge>
          <CardTitle>{survey.title}</CardTitle>
          <Text>{survey.text}</Text>
          <Push>
            <ButtonLink href={survey.url} target="_blank" rel="noopener noreferrer" variant="secondary">
              {survey.button}
              <span className="visually-hidden"> (si apre in una nuova scheda)</span>
            </ButtonLink>
          </Push>
        </CardItem>
        <CardItem>
          <Badge aria-hidden="true">
            <FileText size={24} />
          </Badge>
          <CardTitle>{complaints.title}</CardTitle>
          <Text>{complaints.text}</Text>
          <Push>
            <ButtonLink href={complaints.file} download variant="ghost">
              {complaints.button}
            </ButtonLink>
          </Push>
        </CardItem>
      </CardGrid>
    </Section>
  );
}

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.navy};
  color: ${tokens.color.goldBright};
`;

const Text = styled.p`
  margin: 0;
  color: ${tokens.color.muted};
`;

const Push = styled.div`
  margin-top: auto;
  padding-top: ${tokens.space.sm};
`;
