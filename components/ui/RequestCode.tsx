'use client';

import { useState } from 'react';
import { wizardText } from '@/content/wizardText';
import { Button } from './Button';
import styles from './RequestCode.module.css';

/**
 * "Codice richiesta GL-7KQ3M9" after a request leaves, with a button that copies the code: the
 * visitor quotes it on the phone or in a mail, and the office finds the request by it. The copy is
 * confirmed in a live region, since a button's changed name is not announced.
 */
export function RequestCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.code}>
      <p>
        {wizardText.sentCode} <strong translate="no">{code}</strong>
      </p>
      <Button
        type="button"
        data-variant="ghost"
        onClick={() => {
          void navigator.clipboard?.writeText(code).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {wizardText.copyCode}
      </Button>
      <span role="status" className={styles.copied}>
        {copied ? wizardText.codeCopied : ''}
      </span>
    </div>
  );
}
