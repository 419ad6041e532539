'use client';

import { useState } from 'react';
import { Download } from 'lucide-react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { SiteImage } from '@/components/ui/SiteImage';
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

interface CertificationsBrowserProps {
  certifications: readonly Certification[];
  detailsLabel: string;
  downloadLabel: string;
}

/** Filter buttons (all / iso / other), the certification cards and a detail modal with the PDF. */
export function CertificationsBrowser({ certifications, detailsLabel, downloadLabel }: CertificationsBrowserProps) {
  const [filter, setFilter] = useState<CertificationFilterId>(DEFAULT_CERTIFICATION_FILTER);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const visible = filterCertifications(certifications, filter);
  const counts = certificationCounts(certifications);
  const selected = certifications.find((item) => item.id === selectedId) ?? null;

  return (
    <>
      <Filters role="group" aria-label="Filtra le certificazioni">
        {certificationFilters.map((option) => (
          <FilterButton
            key={option.id}
            type="button"
            aria-pressed={filter === option.id}
            onClick={() => setFilter(option.id)}
          >
            {option.label} <Count aria-hidden="true">{counts[option.id]}</Count>
          </FilterButton>
        ))}
      </Filters>
      <Announcement aria-live="polite" className="visually-hidden">
        {visible.length === 1 ? '1 certificazione mostrata' : `${visible.length} certificazioni mostrate`}
      </Announcement>

      <Cards data-certification-list>
        {visible.map((certification) => (
          <Card key={certification.id}>
            <SiteImage className="badge" src={certification.image} alt="" width={200} height={200} />
            <CardTitle>{certification.title}</CardTitle>
            <CardText>{certification.shortDescription}</CardText>
            <Button
              type="button"
              data-variant="ghost"
              aria-haspopup="dialog"
              aria-label={`${detailsLabel}: ${certification.title}`}
              onClick={() => setSelectedId(certification.id)}
            >
              {detailsLabel}
            </Button>
          </Card>
        ))}
      </Cards>

      <Modal open={selected !== null} onClose={() => setSelectedId(null)} title={selected?.title ?? ''} size="lg">
        {selected ? (
          <Detail>
            <Summary>
              <SiteImage className="badge" src={selected.image} alt="" width={200} height={200} />
              <div>
                <DetailLead>{selected.shortDescription}</DetailLead>
                <p>{selected.description}</p>
                <ButtonLink href={documentHref(selected.file)} variant="secondary" download>
                  <Download size={18} aria-hidden="true" />
                  {downloadLabel}
                </ButtonLink>
              </div>
            </Summary>
            <PdfViewer file={documentHref(selected.file)} title={selected.title} />
          </Detail>
        ) : null}
      </Modal>
    </>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-bottom: ${tokens.space.xl};
`;

const FilterButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 2px solid ${tokens.color.navy};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surface};
  color: ${tokens.color.navy};
  font-weight: 700;
  cursor: pointer;
  transition: background-color ${tokens.motion.fast} ease;

  &:hover {
    background: ${tokens.color.surfaceSoft};
  }

  &[aria-pressed='true'] {
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
  }
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.75rem;
  height: 1.75rem;
  padding: 0 0.4rem;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceSoft};
  color: ${tokens.color.navy};
  font-size: ${tokens.fontSize.xs};

  [aria-pressed='true'] > & {
    background: ${tokens.color.gold};
    color: ${tokens.color.navyDeep};
  }
`;

const Announcement = styled.p`
  margin: 0;
`;

const Cards = styled.ul`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.lg};
  text-align: center;
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};

  .badge {
    width: 112px;
    height: 112px;
  }

  & > button {
    margin-top: auto;
  }
`;

const CardTitle = styled.h3`
  margin: ${tokens.space.sm} 0 0;
  font-size: ${tokens.fontSize.h3};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;

const CardText = styled.p`
  margin: 0 0 ${tokens.space.md};
  color: ${tokens.color.muted};
`;

const Detail = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
`;

const Summary = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  align-items: start;

  .badge {
    width: 96px;
    height: 96px;
  }

  p {
    margin: 0 0 ${tokens.space.md};
  }

  ${media.sm} {
    grid-template-columns: auto 1fr;
  }
`;

const DetailLead = styled.p`
  font-weight: 700;
  color: ${tokens.color.navy};
`;
