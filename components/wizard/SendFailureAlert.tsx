'use client';

import { useState } from 'react';
import { AlertTriangle, Mail } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { company } from '@/content/company';
import { wizardText } from '@/content/wizardText';
import { wizardErrorMessage, type SendResult } from '@/lib/mailService';
import type { MailtoLink } from '@/lib/mailto';
import styles from './RequestWizard.module.css';

export interface SendFailure {
  message: string;
  /** Offer the same request through the visitor's own mail app. */
  fallback: boolean;
}

/**
 * What a send that failed for good tells the visitor (docs/product.md, "Messages"), for the wizard
 * and the rental assistance form alike: the mail app is offered unless waiting a moment is the answer.
 */
export function sendFailure(result: Exclude<SendResult, { ok: true }>): SendFailure {
  if (result.kind === 'throttled') return { message: wizardText.throttled, fallback: false };
  if (result.kind === 'not-configured') return { message: wizardText.notConfigured, fallback: true };
  return { message: wizardErrorMessage(result, company.phone.display), fallback: true };
}

interface SendFailureAlertProps {
  message: string;
  /** The same request through the visitor's own mail app; null when retrying later is the answer. */
  mailto: MailtoLink | null;
}

/** Why sending failed, and a way to send the request anyway so nothing typed is lost. */
export function SendFailureAlert({ message, mailto }: SendFailureAlertProps) {
  const [copied, setCopied] = useState(false);

  return (
    <Callout role="alert" tone="danger" icon={<AlertTriangle size={22} aria-hidden="true" />} className={styles.alert}>
      <div>
        <p>{message}</p>
        {mailto ? (
          <>
            <p>
              {wizardText.mailFallbackHint} {company.email.info}.
            </p>
            <a href={mailto.href} className={styles.fallbackLink}>
              <Mail size={18} aria-hidden="true" />
              {wizardText.mailFallback}
            </a>
            {/* A link cannot carry a long body: the full text travels through the clipboard. */}
            {!mailto.complete ? (
              <div className={styles.copyRow}>
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
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </Callout>
  );
}
