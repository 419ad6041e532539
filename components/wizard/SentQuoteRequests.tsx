'use client';

import { useEffect, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Callout } from '@/components/ui/Callout';
import { wizardText } from '@/content/wizardText';
import { QUEUE_CHANGED_EVENT, QUEUE_SENT_CHANNEL } from '@/lib/offline/quotePending';

/**
 * Says "Richiesta inviata" with its code when a request saved on the device leaves while the form
 * is open, after a reload too (issue 43): before, its line in the pending list just disappeared.
 * A polite live region, there from the start and empty, so the words are announced when they come.
 */
export function SentQuoteRequests() {
  const [sent, setSent] = useState<string[]>([]);
  useEffect(() => {
    if (typeof BroadcastChannel !== 'function') return;
    const channel = new BroadcastChannel(QUEUE_SENT_CHANNEL);
    channel.onmessage = (event: MessageEvent<string[]>) => {
      const codes = Array.isArray(event.data) ? event.data : [];
      setSent((now) => [...now, ...codes.filter((code) => !now.includes(code))]);
      // Sent from another tab: this page's pending list reloads too.
      window.dispatchEvent(new Event(QUEUE_CHANGED_EVENT));
    };
    return () => channel.close();
  }, []);
  return (
    <div role="status">
      {sent.length > 0 ? (
        <Callout as="p" tone="success" size="sm" icon={<CheckCircle2 size={22} aria-hidden="true" />}>
          <span>
            {wizardText.sentFromDevice}: <strong>{sent.join(', ')}</strong>. {wizardText.sentFromDeviceText}
          </span>
        </Callout>
      ) : null}
    </div>
  );
}
