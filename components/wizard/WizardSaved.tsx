'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CheckCircle2, CloudOff, XCircle } from 'lucide-react';
import { FormOutcome } from '@/components/ui/FormPanel';
import { company } from '@/content/company';
import { wizardText } from '@/content/wizardText';
import { wizardErrorMessages } from '@/lib/mailService';
import { pendingQuoteRequests, QUEUE_CHANGED_EVENT } from '@/lib/offline/quotePending';
import type { QueuedRequest } from '@/lib/offline/quoteQueue';
import type { SavedReason } from '@/lib/offline/sendOrKeep';
import { PendingQuoteRequests } from './PendingQuoteRequests';
import { focusInView } from '@/components/ui/focusInView';
import styles from './RequestWizard.module.css';

type Outcome = 'waiting' | 'sent' | 'cancelled';
export type { SavedReason };

/**
 * Replaces the form when the request could not leave and waits on the device (issue 19). It says
 * so until the request leaves (sent when the connection returns, with this page still open) or
 * the visitor cancels it; then it says that instead.
 */
export function WizardSaved({ request, reason = 'offline' }: { request: QueuedRequest; reason?: SavedReason }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<Outcome>('waiting');
  const cancelling = useRef(false);
  useLayoutEffect(() => {
    focusInView(titleRef.current, 'start');
  }, []);

  useEffect(() => {
    if (outcome !== 'waiting') return;
    const check = () =>
      void pendingQuoteRequests().then(
        (rows) => {
          // Gone because the visitor cancelled it: not sent (onCancelled says so once it is written).
          if (cancelling.current) return;
          if (!rows.some((row) => row.id === request.id)) setOutcome((now) => (now === 'waiting' ? 'sent' : now));
        },
        () => undefined,
      );
    window.addEventListener(QUEUE_CHANGED_EVENT, check);
    return () => window.removeEventListener(QUEUE_CHANGED_EVENT, check);
  }, [outcome, request.id]);

  const Icon = outcome === 'sent' ? CheckCircle2 : outcome === 'cancelled' ? XCircle : CloudOff;
  return (
    <FormOutcome role="status" tone="note" compact className={styles.saved}>
      <Icon size={44} aria-hidden="true" />
      <h3 ref={titleRef} tabIndex={-1}>
        {outcome === 'sent'
          ? wizardText.successTitle
          : outcome === 'cancelled'
            ? wizardText.cancelledTitle
            : reason === 'service'
              ? wizardText.serviceSavedTitle
              : wizardText.savedTitle}
      </h3>
      {/* The service failed: the site's failed-send sentence with the phone, then that nothing is left to do. */}
      {outcome === 'waiting' && reason === 'service' ? (
        <p>{wizardErrorMessages.generic(company.phone.display)}</p>
      ) : null}
      <p>
        {outcome === 'sent'
          ? wizardText.successText
          : outcome === 'cancelled'
            ? wizardText.cancelledText
            : reason === 'service'
              ? wizardText.serviceSavedText
              : wizardText.savedText}
      </p>
      <p>
        {wizardText.savedCode}: <strong>{request.id}</strong>
      </p>
      <PendingQuoteRequests
        onCancel={(id) => {
          if (id === request.id) cancelling.current = true;
        }}
        onCancelled={(id) => {
          if (id === request.id) setOutcome('cancelled');
        }}
        onEmptied={() => titleRef.current?.focus()}
      />
    </FormOutcome>
  );
}
