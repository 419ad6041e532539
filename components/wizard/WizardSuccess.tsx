'use client';

import { useLayoutEffect, useRef } from 'react';
import { CheckCircle2, MessageCircle } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { FormActions, FormOutcome } from '@/components/ui/FormPanel';
import { pages } from '@/content/pages';
import { wizardText } from '@/content/wizardText';
import { focusInView } from '@/components/ui/focusInView';
import { RequestCode } from '@/components/ui/RequestCode';
import { WhatsAppLink } from '@/components/ui/WhatsAppLink';
import styles from './RequestWizard.module.css';

/**
 * Replaces the form once the request is sent; a rental request leads back to the fleet. The
 * request's code, the one at the top of its mail, is shown to copy and quote (issue 69).
 */
export function WizardSuccess({
  rental,
  sent,
}: {
  rental: boolean;
  /** The code and one-line summary of the request that left. */
  sent: { code: string; summary: string } | null;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The form, and the focus inside it, has just disappeared: announce where the visitor is now.
  // A layout effect, before the browser paints: this render follows an awaited send, not an
  // event, so a passive effect could run a frame late and leave focus on <body> in between.
  useLayoutEffect(() => {
    focusInView(titleRef.current, 'start');
  }, []);

  return (
    <FormOutcome tone="success" role="status">
      <CheckCircle2 size={48} aria-hidden="true" />
      <h4 ref={titleRef} tabIndex={-1} className={styles.title}>
        {wizardText.successTitle}
      </h4>
      <p>{wizardText.successText}</p>
      {sent ? <RequestCode code={sent.code} /> : null}
      <FormActions>
        {sent ? (
          <WhatsAppLink
            text={wizardText.whatsappRequest(sent.summary, sent.code)}
            icon={<MessageCircle size={20} aria-hidden="true" />}
          />
        ) : null}
        <ButtonLink href={pages.home.path}>{wizardText.successHome}</ButtonLink>
        <ButtonLink href={rental ? pages.rental.path : pages.services.path} variant="ghost">
          {rental ? wizardText.successRental : wizardText.successServices}
        </ButtonLink>
      </FormActions>
    </FormOutcome>
  );
}
