'use client';

import { useLayoutEffect, useRef } from 'react';
import { CheckCircle2, MessageCircle } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { FormActions, FormOutcome } from '@/components/ui/FormPanel';
import { RequestCode } from '@/components/ui/RequestCode';
import { WhatsAppLink } from '@/components/ui/WhatsAppLink';
import { focusInView } from '@/components/ui/focusInView';
import { assistanceText } from '@/content/assistanceForm';
import { wizardText } from '@/content/wizardText';

interface AssistanceSuccessProps {
  title: string;
  text: string;
  code: string;
  /** The request in one line, for the WhatsApp message. */
  summary: string;
  onAnother: () => void;
  rentalHref: string;
}

/** Takes the form's place once the request has left: its code, to copy and quote. */
export function AssistanceSuccess({ title, text, code, summary, onAnother, rentalHref }: AssistanceSuccessProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Before paint: the form and the focus in it have just gone (see WizardSuccess).
  useLayoutEffect(() => {
    focusInView(titleRef.current, 'start');
  }, []);
  return (
    <FormOutcome tone="success" role="status">
      <CheckCircle2 size={48} aria-hidden="true" />
      <h3 ref={titleRef} tabIndex={-1}>
        {title}
      </h3>
      <p>{text}</p>
      <RequestCode code={code} />
      <FormActions>
        <WhatsAppLink
          text={wizardText.whatsappRequest(summary, code)}
          icon={<MessageCircle size={20} aria-hidden="true" />}
        />
        <Button type="button" data-variant="primary" onClick={onAnother}>
          {assistanceText.another}
        </Button>
        <ButtonLink href={rentalHref} variant="ghost">
          {assistanceText.backToRental}
        </ButtonLink>
      </FormActions>
    </FormOutcome>
  );
}
