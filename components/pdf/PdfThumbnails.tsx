'use client';

import { Page } from 'react-pdf';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';

const THUMBNAIL_WIDTH = 112;

interface PdfThumbnailsProps {
  pageCount: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** Page navigation by miniature. Renders inside the viewer's <Document>, whose pdf it draws. */
export function PdfThumbnails({ pageCount, page, onPageChange }: PdfThumbnailsProps) {
  return (
    <Thumbnails aria-label="Miniature delle pagine">
      <ThumbnailList>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <ThumbnailButton
              type="button"
              onClick={() => onPageChange(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Vai alla pagina ${number}`}
            >
              <Page
                pageNumber={number}
                width={THUMBNAIL_WIDTH}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                loading={<ThumbnailLoading />}
                // Kept out of the Document's page registry (as react-pdf's own Thumbnail does), which
                // internal links scroll to: a miniature must not stand in for the page it shows.
                _enableRegisterUnregisterPage={false}
              />
              <ThumbnailNumber aria-hidden="true">{number}</ThumbnailNumber>
            </ThumbnailButton>
          </li>
        ))}
      </ThumbnailList>
    </Thumbnails>
  );
}

const Thumbnails = styled.nav`
  flex: none;
  width: calc(${THUMBNAIL_WIDTH}px + 2rem);
  overflow-y: auto;
  padding: ${tokens.space.sm};
  background: ${tokens.color.surfaceWarm};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.md};
`;

const ThumbnailList = styled.ol`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ThumbnailButton = styled.button`
  display: grid;
  justify-items: center;
  gap: ${tokens.space.xs};
  width: 100%;
  padding: ${tokens.space.xs};
  border: 2px solid transparent;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color.ink};
  cursor: pointer;

  &:hover {
    border-color: ${tokens.color.line};
  }

  &[aria-current='page'] {
    border-color: ${tokens.color.gold};
    background: ${tokens.color.surface};
  }

  canvas {
    box-shadow: ${tokens.shadow.card};
  }
`;

const ThumbnailLoading = styled.span`
  display: block;
  width: ${THUMBNAIL_WIDTH}px;
  aspect-ratio: 210 / 297;
  background: ${tokens.color.surfaceSoft};
`;

const ThumbnailNumber = styled.span`
  font-size: ${tokens.fontSize.xs};
  font-weight: 600;
`;
