'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { calloutClass } from '@/components/ui/Callout';
import { cx } from '@/components/ui/cx';
import { wizardText } from '@/content/wizardText';
import type { QueuedRequest } from '@/lib/offline/quoteQueue';
import { cancelQuoteRequest, pendingQuoteRequests, QUEUE_CHANGED_EVENT } from '@/lib/offline/quotePending';
import styles from './RequestWizard.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short' });

interface PendingQuoteRequestsProps {
  /** h4 inside the saved message, h3 above the form's steps (whose headings are h3). */
  heading?: 'h3' | 'h4';
  /** Told before a request is cancelled. */
  onCancel?: (id: string) => void;
  /**
   * Told once it is gone from the device: only then may the visitor read that it will not be sent.
   * Until its deletion is written, a page left at once could keep it, and it would leave later.
   */
  onCancelled?: (id: string) => void;
  /** The last request was cancelled and its button is gone: the parent takes focus. */
  onEmptied?: () => void;
}

/**
 * What waits on this device to be sent, each with its code and a way to cancel it. After a
 * cancel, focus goes to the next request's button, or to the parent once none is left: never to
 * <body>.
 */
export function PendingQuoteRequests({
  heading: Heading = 'h4',
  onCancel,
  onCancelled,
  onEmptied,
}: PendingQuoteRequestsProps) {
  const [requests, setRequests] = useState<QueuedRequest[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  const cancelled = useRef<{ id: string; index: number } | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      void pendingQuoteRequests().then(
        (rows) => live && setRequests(rows),
        () => undefined,
      );
    load();
    window.addEventListener(QUEUE_CHANGED_EVENT, load);
    return () => {
      live = false;
      window.removeEventListener(QUEUE_CHANGED_EVENT, load);
    };
  }, []);

  const emptied = useRef(onEmptied);
  emptied.current = onEmptied;
  // Only once the cancelled request is gone from the list: the parent re-renders at the click,
  // and a reload started before it (the send tried at page load answering late) still lists it.
  useEffect(() => {
    const target = cancelled.current;
    if (target === null || requests.some((request) => request.id === target.id)) return;
    cancelled.current = null;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(target.index, buttons.length - 1)];
    if (next) next.focus();
    else emptied.current?.();
  }, [requests]);

  if (requests.length === 0) return null;

  const boxed = Heading === 'h3';
  return (
    <section
      className={cx(boxed && calloutClass({ tone: 'note', size: 'sm' }), styles.pending)}
      aria-labelledby="richieste-in-attesa"
      data-boxed={boxed || undefined}
    >
      <Heading id="richieste-in-attesa">{wizardText.pendingTitle}</Heading>
      <ul ref={listRef} className={styles.list}>
        {requests.map((request, index) => (
          <li key={request.id}>
            <span>
              <strong>{request.id}</strong> · {request.summary} · {when(request.createdAt)}
            </span>
            {request.refused ? <span role="alert">{wizardText.pendingRefused}</span> : null}
            <Button
              type="button"
              data-variant="ghost"
              onClick={() => {
                cancelled.current = { id: request.id, index };
                onCancel?.(request.id);
                void cancelQuoteRequest(request.id).then(
                  () => onCancelled?.(request.id),
                  () => undefined,
                );
              }}
            >
              {wizardText.pendingCancel(request.id)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
