'use client';

import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Button } from '@/components/ui/Button';
import { wizardText } from '@/content/wizard';
import type { QueuedRequest } from '@/lib/offline/quoteQueue';
import { cancelQuoteRequest, pendingQuoteRequests, QUEUE_CHANGED_EVENT } from '@/lib/offline/quotePending';

const when = (iso: string) => new Date(iso).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short' });

/**
 * What waits on this device to be sent, each with its code and a way to cancel it. Heading: h4
 * inside the saved message, h3 above the form's steps (whose headings are h3).
 */
export function PendingQuoteRequests({ heading: Heading = 'h4' }: { heading?: 'h3' | 'h4' }) {
  const [requests, setRequests] = useState<QueuedRequest[]>([]);

  useEffect(() => {
    let live = true;
    const load = () => void pendingQuoteRequests().then((rows) => live && setRequests(rows), () => undefined);
    load();
    window.addEventListener(QUEUE_CHANGED_EVENT, load);
    return () => {
      live = false;
      window.removeEventListener(QUEUE_CHANGED_EVENT, load);
    };
  }, []);

  if (requests.length === 0) return null;

  return (
    <Pending aria-labelledby="richieste-in-attesa" data-boxed={Heading === 'h3' || undefined}>
      <Heading id="richieste-in-attesa">{wizardText.pendingTitle}</Heading>
      <List>
        {requests.map((request) => (
          <li key={request.id}>
            <span>
              <strong>{request.id}</strong> · {request.summary} · {when(request.createdAt)}
            </span>
            {request.refused ? <span role="alert">{wizardText.pendingRefused}</span> : null}
            <Button type="button" data-variant="ghost" onClick={() => void cancelQuoteRequest(request.id)}>
              {wizardText.pendingCancel(request.id)}
            </Button>
          </li>
        ))}
      </List>
    </Pending>
  );
}

const Pending = styled.section`
  &[data-boxed] {
    padding: ${tokens.space.sm} ${tokens.space.md} ${tokens.space.md};
    border-left: 4px solid ${tokens.color.gold};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.surfaceWarm};
  }

  h3,
  h4 {
    margin: 0;
    font-size: ${tokens.fontSize.lg};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${tokens.space.sm};
  margin: ${tokens.space.sm} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
  }
`;
