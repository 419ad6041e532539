import { MessageCircle, Phone } from '@/components/icons';
import { ButtonLink } from '@/components/ui/Button';
import { CallLabel } from '@/components/ui/CallLabel';
import { WhatsAppLink } from '@/components/ui/WhatsAppLink';
import { assistanceText } from '@/content/assistanceForm';
import { company } from '@/content/company';
import { rentalAssistancePage } from '@/content/rentalAssistance';
import { LineStatus } from './LineStatus';
import styles from './RentalAssistance.module.css';

export const BREAKDOWN_HEADING_ID = 'assistenza-guasto';

/** "Chiama l’assistenza +39 …": the assistance line, here and in the page's no-script panel. */
export function AssistanceCallButton() {
  return (
    <ButtonLink href={`tel:${company.assistancePhone.tel}`}>
      <Phone size={20} aria-hidden="true" />
      <CallLabel label={rentalAssistancePage.breakdown.call} phone={company.assistancePhone.display} />
    </ButtonLink>
  );
}

/**
 * Urgent first (issue 69): a machine stopped on a site is a call, not a form. The assistance line
 * and its hours, both from content/company.json; when it is closed now, when it answers again.
 */
export function BreakdownLine() {
  const { breakdown } = rentalAssistancePage;
  const { assistance } = company.hours;
  return (
    <section className={styles.breakdown} aria-labelledby={BREAKDOWN_HEADING_ID}>
      <h2 id={BREAKDOWN_HEADING_ID}>{breakdown.title}</h2>
      <p>{breakdown.text}</p>
      <div className={styles.lineActions}>
        <AssistanceCallButton />
        <WhatsAppLink text={assistanceText.whatsappBreakdown} icon={<MessageCircle size={20} aria-hidden="true" />} />
      </div>
      <p className={styles.hours}>
        {assistanceText.lineHours} {assistance.days.toLowerCase()}, dalle {assistance.opens} alle {assistance.closes}.
      </p>
      <LineStatus hours={assistance} className={styles.lineStatus} />
    </section>
  );
}
