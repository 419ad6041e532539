import { Wrench } from '@/components/icons';
import { SiteLink } from '@/components/ui/SiteLink';
import { pages } from '@/content/pages';
import { MACHINE_PARAM } from '@/lib/assistanceRequest';
import styles from './AssistanceLink.module.css';

interface AssistanceLinkProps {
  /** "Hai già un mezzo a noleggio?": the question before the link. */
  lead: string;
  label: string;
  /** A vehicle page's slug: the form opens with that machine chosen. */
  machine?: string;
  /** On the navy hero the colours turn light. */
  onDark?: boolean;
}

/** The way to /gielle-rental/assistenza for a customer who already has a machine on rent. */
export function AssistanceLink({ lead, label, machine, onDark = false }: AssistanceLinkProps) {
  const href = machine
    ? `${pages.rentalAssistance.path}?${MACHINE_PARAM}=${encodeURIComponent(machine)}`
    : pages.rentalAssistance.path;
  return (
    <p className={styles.line} data-tone={onDark ? 'navy' : undefined}>
      {lead}{' '}
      <SiteLink className={styles.link} href={href}>
        <Wrench size={18} aria-hidden="true" />
        {label}
      </SiteLink>
    </p>
  );
}
