'use client';

import { useState } from 'react';
import { ExternalLink, MapPin } from 'lucide-react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Button } from '@/components/ui/Button';
import { useConsent } from '@/components/consent/useConsent';

interface MapEmbedProps {
  /** OpenStreetMap embed URL. */
  src: string;
  title: string;
  address: string;
  mapsUrl: string;
  placeholderTitle: string;
  placeholderText: string;
  loadLabel: string;
  openLabel: string;
}

/**
 * The office map: a third-party frame, so it loads only after cookie consent or an explicit
 * click on the placeholder (docs/product.md, decision "cookie banner"). Both states have the same size: no shift.
 */
export function MapEmbed({
  src,
  title,
  address,
  mapsUrl,
  placeholderTitle,
  placeholderText,
  loadLabel,
  openLabel,
}: MapEmbedProps) {
  const { record } = useConsent();
  const [requested, setRequested] = useState(false);
  const show = requested || record?.choice === 'accepted';

  return (
    <Frame>
      {show ? (
        <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <Placeholder>
          <MapPin size={36} aria-hidden="true" />
          <strong>{placeholderTitle}</strong>
          <address>{address}</address>
          <p>{placeholderText}</p>
          <Actions>
            <Button type="button" data-variant="secondary" onClick={() => setRequested(true)}>
              {loadLabel}
            </Button>
            <OpenLink href={mapsUrl} target="_blank" rel="noopener noreferrer">
              {openLabel}
              <ExternalLink size={16} aria-hidden="true" />
              <span className="visually-hidden"> (si apre in una nuova scheda)</span>
            </OpenLink>
          </Actions>
        </Placeholder>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: clamp(24rem, 45vw, 32rem);
  border-radius: ${tokens.radius.lg};
  overflow: hidden;
  background: ${tokens.color.surfaceWarm};
  border: 1px solid ${tokens.color.line};

  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.lg};
  text-align: center;
  color: ${tokens.color.ink};

  svg {
    color: ${tokens.color.goldText};
  }

  strong {
    font-size: ${tokens.fontSize.lg};
    color: ${tokens.color.navy};
  }

  address {
    font-style: normal;
    font-weight: 600;
  }

  p {
    max-width: 34rem;
    margin: 0;
    font-size: ${tokens.fontSize.sm};
    color: ${tokens.color.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${tokens.space.md};
  margin-top: ${tokens.space.sm};
`;

const OpenLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  min-height: 44px;
  font-weight: 700;
  color: ${tokens.color.navy};
`;
