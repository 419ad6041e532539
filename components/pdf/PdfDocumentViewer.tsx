'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { ChevronLeft, ChevronRight, Download, ExternalLink, MoveHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import styled, { css } from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import {
  canZoomIn,
  canZoomOut,
  clampPage,
  FIT_WIDTH_ZOOM,
  pageStatus,
  pageWidth,
  pdfWorkerSrc,
  STANDARD_FONT_DATA_URL,
  zoomIn,
  zoomLabel,
  zoomOut,
} from '@/lib/pdfViewer';
import type { PdfViewerProps } from './types';

// Set in the module that renders <Document> (react-pdf README): the worker comes from the site itself.
pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerSrc(pdfjs.version);

// Module-level constant: react-pdf reloads the document whenever `options` changes identity.
const documentOptions = { standardFontDataUrl: STANDARD_FONT_DATA_URL };

const WIDE_QUERY = '(min-width: 1024px)';
const THUMBNAIL_WIDTH = 112;

/**
 * The viewer itself: react-pdf (pdf.js) with a toolbar and, on wide screens, a thumbnail pane.
 * Loaded on demand only, through PdfViewer (next/dynamic, ssr: false): never in a first load.
 */
export default function PdfDocumentViewer({ file, title }: PdfViewerProps) {
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
      <Toolbar role="toolbar" aria-label={`Strumenti del documento ${title}`}>
        <ToolGroup>
          <ToolButton type="button" onClick={() => goTo(page - 1)} disabled={!ready || page <= 1} aria-label="Pagina precedente">
            <ChevronLeft size={20} aria-hidden="true" />
          </ToolButton>
          <Status aria-live="polite">{status}</Status>
          <ToolButton
            type="button"
            onClick={() => goTo(page + 1)}
            disabled={!ready || pageCount === null || page >= pageCount}
            aria-label="Pagina successiva"
          >
            <ChevronRight size={20} aria-hidden="true" />
          </ToolButton>
        </ToolGroup>
        <ToolGroup>
          <ToolButton type="button" onClick={() => setZoom(zoomOut)} disabled={!ready || !canZoomOut(zoom)} aria-label="Riduci">
            <ZoomOut size={20} aria-hidden="true" />
          </ToolButton>
          <ZoomValue aria-label={`Zoom ${zoomLabel(zoom)}`}>{zoomLabel(zoom)}</ZoomValue>
          <ToolButton type="button" onClick={() => setZoom(zoomIn)} disabled={!ready || !canZoomIn(zoom)} aria-label="Ingrandisci">
            <ZoomIn size={20} aria-hidden="true" />
          </ToolButton>
          <ToolButton
            type="button"
            onClick={() => setZoom(FIT_WIDTH_ZOOM)}
            disabled={!ready}
            aria-pressed={zoom === FIT_WIDTH_ZOOM}
            data-text
          >
            <MoveHorizontal size={20} aria-hidden="true" />
            <ToolLabel>Adatta alla larghezza</ToolLabel>
          </ToolButton>
        </ToolGroup>
        <ToolGroup>
          <ToolLink href={file} download data-text>
            <Download size={20} aria-hidden="true" />
            <ToolLabel>Scarica</ToolLabel>
          </ToolLink>
          <ToolLink href={file} target="_blank" rel="noopener" data-text>
            <ExternalLink size={20} aria-hidden="true" />
            <ToolLabel>Apri in una nuova scheda</ToolLabel>
          </ToolLink>
        </ToolGroup>
      </Toolbar>

      <Document
        file={file}
        options={documentOptions}
        suspense={false}
        loading={<Notice role="status">Caricamento del documento…</Notice>}
        noData={<Notice role="status">Nessun documento da mostrare.</Notice>}
        error={<LoadError file={file} title={title} />}
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
            <Thumbnails aria-label="Miniature delle pagine">
              <ThumbnailList>
                {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
                  <li key={number}>
                    <ThumbnailButton
                      type="button"
                      onClick={() => goTo(number)}
                      aria-current={number === page ? 'page' : undefined}
                      aria-label={`Vai alla pagina ${number}`}
                    >
                      <Page
                        pageNumber={number}
                        width={THUMBNAIL_WIDTH}
                        renderTextLayer={false}
                        renderAnnotationLayer={false}
                        loading={<ThumbnailLoading />}
                        _enableRegisterUnregisterPage={false}
                      />
                      <ThumbnailNumber aria-hidden="true">{number}</ThumbnailNumber>
                    </ThumbnailButton>
                  </li>
                ))}
              </ThumbnailList>
            </Thumbnails>
          ) : null}
          <Stage ref={setStage} tabIndex={0} role="region" aria-label={`${title}, ${status.toLowerCase()}`}>
            {availableWidth ? (
              <Page
                key={page}
                pageNumber={page}
                width={pageWidth(availableWidth, zoom)}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                loading={<Notice role="status">Caricamento della pagina…</Notice>}
                error={<LoadError file={file} title={title} />}
                className="pdf-viewer-page"
              />
            ) : null}
          </Stage>
        </Panes>
      </Document>
    </Viewer>
  );
}

function LoadError({ file, title }: PdfViewerProps) {
  return (
    <ErrorBox role="alert">
      <strong>Non è stato possibile visualizzare il documento.</strong>
      <span>
        Puoi comunque aprirlo o salvarlo dal link diretto:{' '}
        <a href={file} download>
          scarica «{title}» (PDF)
        </a>
        .
      </span>
    </ErrorBox>
  );
}

/** Width of an element's content box, kept up to date as the viewer resizes. */
function useContentWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const style = window.getComputedStyle(element);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      setWidth(Math.max(0, element.clientWidth - padding));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.sm};
  background: ${tokens.color.surfaceWarm};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.md};
`;

const ToolGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.xs};
`;

const toolStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  min-width: 44px;
  height: 44px;
  padding: 0 0.625rem;
  border: 1px solid transparent;
  border-radius: ${tokens.radius.sm};
  font: inherit;
  font-size: ${tokens.fontSize.sm};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

const ToolButton = styled.button`
  ${toolStyles}
  background: ${tokens.color.surface};
  border-color: ${tokens.color.line};
  color: ${tokens.color.navy};

  &:hover:not(:disabled) {
    background: ${tokens.color.surfaceSoft};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &[aria-pressed='true'] {
    background: ${tokens.color.navy};
    border-color: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
  }
`;

const ToolLink = styled.a`
  ${toolStyles}
  background: ${tokens.color.surface};
  border-color: ${tokens.color.line};
  color: ${tokens.color.navy};

  &:hover {
    background: ${tokens.color.surfaceSoft};
  }
`;

/** Visible from tablets up; below that the icon stays and the text remains the accessible name. */
const ToolLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;

  ${media.md} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;

const Status = styled.span`
  min-width: 7.5rem;
  padding: 0 ${tokens.space.sm};
  text-align: center;
  font-weight: 600;
  color: ${tokens.color.ink};
  font-variant-numeric: tabular-nums;
`;

const ZoomValue = styled.span`
  min-width: 3.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
  color: ${tokens.color.ink};
`;

const Panes = styled.div`
  flex: 1;
  display: flex;
  gap: ${tokens.space.sm};
  width: 100%;
  min-height: 0;
`;

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

const ErrorBox = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
  align-self: start;
  width: 100%;
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.danger};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.dangerSurface};
  color: ${tokens.color.ink};

  a {
    color: ${tokens.color.danger};
    font-weight: 700;
  }
`;
