'use client';

import type { Dispatch, SetStateAction } from 'react';
import { ChevronLeft, ChevronRight, Download, ExternalLink, MoveHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import styled, { css } from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { canZoomIn, canZoomOut, FIT_WIDTH_ZOOM, zoomIn, zoomLabel, zoomOut } from '@/lib/pdfViewer';

interface PdfToolbarProps {
  file: string;
  title: string;
  page: number;
  pageCount: number | null;
  /** "Pagina N di M": the viewer also names its page region with it. */
  status: string;
  /** Page and zoom controls stay disabled until the document has loaded; the links never are. */
  ready: boolean;
  zoom: number;
  /** The viewer owns the page so that it can also scroll the stage back to the top. */
  onPageChange: (page: number) => void;
  onZoomChange: Dispatch<SetStateAction<number>>;
}

export function PdfToolbar({ file, title, page, pageCount, status, ready, zoom, onPageChange, onZoomChange }: PdfToolbarProps) {
  return (
    <Toolbar role="toolbar" aria-label={`Strumenti del documento ${title}`}>
      <ToolGroup>
        <ToolButton
          type="button"
          onClick={() => onPageChange(page - 1)}
          disabled={!ready || page <= 1}
          aria-label="Pagina precedente"
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </ToolButton>
        <Status aria-live="polite">{status}</Status>
        <ToolButton
          type="button"
          onClick={() => onPageChange(page + 1)}
          disabled={!ready || pageCount === null || page >= pageCount}
          aria-label="Pagina successiva"
        >
          <ChevronRight size={20} aria-hidden="true" />
        </ToolButton>
      </ToolGroup>
      <ToolGroup>
        <ToolButton
          type="button"
          onClick={() => onZoomChange(zoomOut)}
          disabled={!ready || !canZoomOut(zoom)}
          aria-label="Riduci"
        >
          <ZoomOut size={20} aria-hidden="true" />
        </ToolButton>
        <ZoomValue aria-label={`Zoom ${zoomLabel(zoom)}`}>{zoomLabel(zoom)}</ZoomValue>
        <ToolButton
          type="button"
          onClick={() => onZoomChange(zoomIn)}
          disabled={!ready || !canZoomIn(zoom)}
          aria-label="Ingrandisci"
        >
          <ZoomIn size={20} aria-hidden="true" />
        </ToolButton>
        <ToolButton
          type="button"
          onClick={() => onZoomChange(FIT_WIDTH_ZOOM)}
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
  );
}

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
