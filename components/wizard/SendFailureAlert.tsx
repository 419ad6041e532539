'use client';

import { useState } from 'react';
import { AlertTriangle, Mail } from 'lucide-react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { company } from '@/content/company';
import { wizardText } from '@/content/wizard';
import type { MailtoLink } from '@/lib/mailto';

interface SendFailureAlertProps {
  message: string;
  /** The same request through the visitor's own mail app; null when retrying later is the answer. */
  mailto: MailtoLink | null;
}

/** Why sending failed, and a way to send the request anyway so nothing typed is lost. */
export function SendFailureAlert({ message, mailto }: SendFailureAlertProps) {
  const [copied, setCopied] = useState(false);

  return (
    <Alert role="alert" tone="danger" icon={<AlertTriangle size={22} aria-hidden="true" />}>
      <div>
        <p>{message}</p>
        {mailto ? (
          <>
            <p>
              {wizardText.mailFallbackHint} {company.email.info}.
            </p>
            <FallbackLink href={mailto.href}>
              <Mail size={18} aria-hidden="true" />
              {wizardText.mailFallback}
            </FallbackLink>
            {/* A link cannot carry a long body: the full text travels through the clipboard. */}
            {!mailto.complete ? (
              <CopyRow>
                <p>{wizardText.mailFallbackShortened}</p>
                <Button
                  type="button"
                  data-variant="ghost"
                  onClick={() => {
                    void navigator.clipboard?.writeText(mailto.body).then(
                      () => setCopied(true),
                      () => setCopied(false),
                    );
                  }}
                >
                  {copied ? wizardText.mailFallbackCopied : wizardText.mailFallbackCopy}
                </Button>
              </CopyRow>
            ) : null}
          </>
        ) : null}
      </div>
    </Alert>
  );
}

const Alert = styled(Callout)`
  color: ${tokens.color.ink};

  p {
    margin: 0 0 ${tokens.space.sm};
  }

  p:first-of-type {
    font-weight: 700;
  }
`;

const FallbackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 44px;
  font-weight: 700;
  color: ${tokens.color.navy};
  overflow-wrap: anywhere;
`;

/** Alert bolds its first paragraph, the error itself; this note is not one. */
const CopyRow = styled.div`
  margin-top: ${tokens.space.sm};

  p:first-of-type {
    font-weight: 400;
  }
`;
