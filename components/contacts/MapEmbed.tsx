'use client';

import { useState } from 'react';
import { ExternalLink, MapPin } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { useConsent } from '@/components/consent/useConsent';
import styles from './MapEmbed.module.css';

interface MapEmbedProps {
  /** OpenStreetMap embed URL. */
  src: string;
  address: string;
  mapsUrl: string;
  /** The frame's title, the placeholder's words and its two actions (content/contacts: map). */
  text: { iframeTitle: string; placeholderTitle: string; placeholderText: string; load: string; open: string };
}

/**
 * The office map: a third-party frame, so it loads only after cookie consent or an explicit
 * click on the placeholder (docs/product.md, decision "cookie banner"). Both states have the same size: no shift.
 */
export function MapEmbed({ src, address, mapsUrl, text }: MapEmbedProps) {
  const { record } = useConsent();
  const [requested, setRequested] = useState(false);
  const show = requested || record?.choice === 'accepted';

  return (
    <div className={styles.frame}>
      {show ? (
        <iframe src={src} title={text.iframeTitle} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <div className={styles.placeholder}>
          <MapPin size={36} aria-hidden="true" />
          <strong>{text.placeholderTitle}</strong>
          <address>{address}</address>
          <p>{text.placeholderText}</p>
          <div className={styles.actions}>
            <Button type="button" data-variant="secondary" onClick={() => setRequested(true)}>
              {text.load}
            </Button>
            <a className={styles.openLink} href={mapsUrl} target="_blank" rel="noopener noreferrer">
              {text.open}
              <ExternalLink size={16} aria-hidden="true" />
              <span className="visually-hidden"> (si apre in una nuova scheda)</span>
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
