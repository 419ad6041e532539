'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { ScriptButton } from '@/components/ui/ScriptButton';
import { ButtonLink } from '@/components/ui/Button';
import { Chip, ChipCount, ChipRow } from '@/components/ui/Chip';
import { Modal } from '@/components/ui/Modal';
import { SiteImage } from '@/components/ui/SiteImage';
import { type Picture, badgeSizes } from '@/lib/images/picture';
import { PdfViewer } from '@/components/pdf/PdfViewer';
import type { Certification } from '@/content/types';
import {
  certificationCounts,
  certificationFilters,
  DEFAULT_CERTIFICATION_FILTER,
  filterCertifications,
  type CertificationFilterId,
} from '@/lib/certificationFilter';
import { documentHref } from '@/lib/documents';
import { isPlainClick } from '@/lib/plainClick';
import styles from './CertificationsBrowser.module.css';

interface CertificationsBrowserProps {
  certifications: readonly Certification[];
  /** The photos' variants by src, from the server (absent while every badge is a drawing). */
  pictures?: Readonly<Record<string, Picture>>;
  downloadLabel: string;
  /** The server-rendered cards (CertificationCards): this island filters them and opens their details. */
  children: ReactNode;
}

/** Filter buttons (all / iso / other), the certification cards and a detail modal with the PDF. */
export function CertificationsBrowser({
  certifications,
  downloadLabel,
  children,
  pictures,
}: CertificationsBrowserProps) {
  const [filter, setFilter] = useState<CertificationFilterId>(DEFAULT_CERTIFICATION_FILTER);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const visible = filterCertifications(certifications, filter);
  const counts = certificationCounts(certifications);
  const selected = certifications.find((item) => item.id === selectedId) ?? null;

  // One listener for every card's details link (they are server-rendered, without handlers).
  // A plain click opens the dialog; a modified or middle click keeps the link's own behaviour
  // (the PDF in a new tab), as it does with no script at all.
  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-certification]') : null;
    const id = link?.getAttribute('data-certification');
    if (!id || !isPlainClick(event)) return;
    event.preventDefault();
    setSelectedId(id);
  };

  return (
    <>
      <ChipRow className={styles.filters} role="group" aria-label="Filtra le certificazioni">
        {certificationFilters.map((option) => (
          <Chip
            key={option.id}
            as={ScriptButton}
            variant="counted"
            type="button"
            aria-pressed={filter === option.id}
            onClick={() => setFilter(option.id)}
          >
            {option.label} <ChipCount aria-hidden="true">{counts[option.id]}</ChipCount>
          </Chip>
        ))}
      </ChipRow>
      <p aria-live="polite" className={`visually-hidden ${styles.announcement}`}>
        {visible.length === 1 ? '1 certificazione mostrata' : `${visible.length} certificazioni mostrate`}
      </p>

      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a delegated listener: the clicks come from the cards' links, which Enter activates like any link */}
      <div data-filter={filter} onClick={openFromCard} className="certification-cards">
        {children}
      </div>

      <Modal open={selected !== null} onClose={() => setSelectedId(null)} title={selected?.title ?? ''} size="lg">
        {selected ? (
          <div className={styles.detail}>
            <div className={styles.summary}>
              <SiteImage
                className="badge"
                src={selected.image}
                alt=""
                width={200}
                height={200}
                picture={pictures?.[selected.image]}
                sizes={badgeSizes}
              />
              <div>
                <p className={styles.detailLead}>{selected.shortDescription}</p>
                <p>{selected.description}</p>
                <ButtonLink href={documentHref(selected.file)} variant="secondary" download>
                  <Download size={18} aria-hidden="true" />
                  {downloadLabel}
                </ButtonLink>
              </div>
            </div>
            <PdfViewer file={documentHref(selected.file)} title={selected.title} />
          </div>
        ) : null}
      </Modal>
    </>
  );
}
