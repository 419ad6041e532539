'use client';

import { useLayoutEffect, useRef } from 'react';
import { CloudOff } from 'lucide-react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { wizardText } from '@/content/wizard';
import type { QueuedRequest } from '@/lib/offline/quoteQueue';
import { PendingQuoteRequests } from './PendingQuoteRequests';

/** Replaces the form when the request could not leave and waits on the device (issue 19). */
export function WizardSaved({ request }: { request: QueuedRequest }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    titleRef.current?.focus();
  }, []);

  return (
    <Saved role="status">
      <CloudOff size={44} aria-hidden="true" />
      <h3 ref={titleRef} tabIndex={-1}>
        {wizardText.savedTitle}
      </h3>
      <p>{wizardText.savedText}</p>
      <p>
        {wizardText.savedCode}: <strong>{request.id}</strong>
      </p>
      <PendingQuoteRequests />
    </Saved>
  );
}

const Saved = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg} ${tokens.space.md};
  border: 1px solid ${tokens.color.line};
  border-top: 4px solid ${tokens.color.gold};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceWarm};

  ${media.sm} {
    padding: ${tokens.space.xl};
  }

  h3 {
    margin: 0;
    font-size: 1.35rem;
  }

  p {
    margin: 0;
  }
`;
