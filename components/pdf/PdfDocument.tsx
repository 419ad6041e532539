'use client';

import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
// The text layer's stylesheet: transparent, selectable text over the canvas. Imported here, in the
// on-demand viewer chunk, so it loads with the viewer and never with a page's first load.
import 'react-pdf/dist/Page/TextLayer.css';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import {
  clampPage,
  FIT_WIDTH_ZOOM,
  pageStatus,
  pageWidth,
  pdfWorkerSrc,
  STANDARD_FONT_DATA_URL,
} from '@/lib/pdfViewer';
import { useContentWidth, useMediaQuery } from './hooks';
import { PdfLoadError } from './PdfLoadError';
import { PdfThumbnails } from './PdfThumbnails';
import { PdfToolbar } from './PdfToolbar';
import type { PdfViewerProps } from './types';

// Set in the module that renders <Document> (react-pdf README): the worker comes from the site itself.
pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerSrc(pdfjs.version);

// Module-level constant: react-pdf reloads the document whenever `options` changes identity.
const documentOptions = { standardFontDataUrl: STANDARD_FONT_DATA_URL };

const WIDE_QUERY = '(min-width: 1024px)';

/**
 * The viewer itself: react-pdf (pdf.js) with a toolbar and, on wide screens, a thumbnail pane.
 * Loaded on demand only, through PdfViewer (next/dynamic, ssr: false) and ./PdfDocumentViewer,
 * once the engine can run pdf.js: never in a first load. Its parts (PdfToolbar, PdfThumbnails,
 * hooks) are imported from here alone, so they stay in this lazy chunk.
 */
export default function PdfDocument({ file, title }: PdfViewerProps) {
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(FIT_WIDTH_ZOOM);
  const [failed, setFailed] = useState(false);
  // A callback ref: the stage only mounts once the document has loaded.
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const availableWidth = useContentWidth(stage);
  const wide = useMediaQuery(WIDE_QUERY);

  const goTo = (next: number) => {
    setPage(clampPage(next, pageCount));
    stage?.scrollTo({ top: 0 });
  };

  const status = pageStatus(page, pageCount);
  const ready = pageCount !== null && !failed;

  return (
    <Viewer data-wide={wide || undefined}>
      <PdfToolbar
        file={file}
        title={title}
        page={page}
        pageCount={pageCount}
        status={status}
        ready={ready}
        zoom={zoom}
        onPageChange={goTo}
        onZoomChange={setZoom}
      />

      <Document
        file={file}
        options={documentOptions}
        suspense={false}
        loading={<Notice role="status">Caricamento del documento…</Notice>}
        noData={<Notice role="status">Nessun documento da mostrare.</Notice>}
        error={<PdfLoadError file={file} title={title} />}
        onLoadSuccess={(pdf) => {
          setFailed(false);
          setPageCount(pdf.numPages);
          setPage((current) => clampPage(current, pdf.numPages));
        }}
        onLoadError={() => setFailed(true)}
        className="pdf-viewer-document"
      >
        <Panes>
          {wide && pageCount && pageCount > 1 ? (
            <PdfThumbnails pageCount={pageCount} page={page} onPageChange={goTo} />
          ) : null}
          <Stage ref={setStage} tabIndex={0} role="region" aria-label={`${title}, ${status.toLowerCase()}`}>
            {availableWidth ? (
              <Page
                key={page}
                pageNumber={page}
                width={pageWidth(availableWidth, zoom)}
                // The text layer makes the page's text selectable and, with the PDF's structure
                // tree (headings, lists) that react-pdf maps onto it, readable by screen readers.
                renderTextLayer
                renderAnnotationLayer={false}
                loading={<Notice role="status">Caricamento della pagina…</Notice>}
                error={<PdfLoadError file={file} title={title} />}
                className="pdf-viewer-page"
              />
            ) : null}
          </Stage>
        </Panes>
      </Document>
    </Viewer>
  );
}

const Viewer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  height: 100%;
  min-height: min(70dvh, 44rem);

  .pdf-viewer-document {
    flex: 1;
    display: flex;
    min-height: 0;
  }
`;

const Panes = styled.div`
  flex: 1;
  display: flex;
  gap: ${tokens.space.sm};
  width: 100%;
  min-height: 0;
`;

const Stage = styled.div`
  flex: 1;
  min-width: 0;
  min-height: 0;
  overflow: auto;
  padding: ${tokens.space.sm};
  background: ${tokens.color.surfaceSoft};
  border-radius: ${tokens.radius.md};

  .pdf-viewer-page {
    width: fit-content;
    margin-inline: auto;
  }

  .pdf-viewer-page canvas {
    box-shadow: ${tokens.shadow.card};
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${tokens.space.lg};
  color: ${tokens.color.muted};
`;
