'use client';

import { useLayoutEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { ChevronLeft, ChevronRight, Download, ExternalLink, MoveHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import styled, { css } from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import {
  controlEnabled,
  FIT_WIDTH_ZOOM,
  focusAfterPress,
  zoomIn,
  zoomLabel,
  zoomOut,
  type ViewerControl,
} from '@/lib/pdfViewer';

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

export function PdfToolbar({
  file,
  title,
  page,
  pageCount,
  status,
  ready,
  zoom,
  onPageChange,
  onZoomChange,
}: PdfToolbarProps) {
  const state = { ready, page, pageCount, zoom };
  const controls = useRef<Partial<Record<ViewerControl, HTMLButtonElement | null>>>({});
  const statusRef = useRef<HTMLSpanElement>(null);
  // The control just pressed: if that press disabled it, focus must not fall to <body>.
  const pressed = useRef<ViewerControl | null>(null);

  // A layout effect: focus moves before the browser paints, and drops, the disabled button.
  useLayoutEffect(() => {
    if (!pressed.current) return;
    const target = focusAfterPress(pressed.current, { ready, page, pageCount, zoom });
    pressed.current = null;
    if (target === 'status') statusRef.current?.focus();
    else if (target) controls.current[target]?.focus();
  }, [ready, page, pageCount, zoom]);

  const control = (name: ViewerControl, action: () => void) => ({
    ref: (element: HTMLButtonElement | null) => {
      controls.current[name] = element;
    },
    type: 'button' as const,
    disabled: !controlEnabled(name, state),
    onClick: () => {
      pressed.current = name;
      action();
    },
  });

  return (
    <Toolbar role="toolbar" aria-label={`Strumenti del documento ${title}`}>
      <ToolGroup>
        <ToolButton {...control('previous', () => onPageChange(page - 1))} aria-label="Pagina precedente">
          <ChevronLeft size={20} aria-hidden="true" />
        </ToolButton>
        {/* Focusable by script only: where focus lands when neither page button can act. */}
        <Status ref={statusRef} tabIndex={-1} aria-live="polite">
          {status}
        </Status>
        <ToolButton {...control('next', () => onPageChange(page + 1))} aria-label="Pagina successiva">
          <ChevronRight size={20} aria-hidden="true" />
        </ToolButton>
      </ToolGroup>
      <ToolGroup>
        <ToolButton {...control('zoomOut', () => onZoomChange(zoomOut))} aria-label="Riduci">
          <ZoomOut size={20} aria-hidden="true" />
        </ToolButton>
        {/* An <output> is a polite status: a change of zoom is announced, "Ingrandisci" then "125%". */}
        <ZoomValue aria-live="polite">{zoomLabel(zoom)}</ZoomValue>
        <ToolButton {...control('zoomIn', () => onZoomChange(zoomIn))} aria-label="Ingrandisci">
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
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.sm};
  font: inherit;
  font-size: ${tokens.fontSize.sm};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  background: ${tokens.color.surface};
  color: ${tokens.color.navy};
`;

const ToolButton = styled.button`
  ${toolStyles}

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

const ZoomValue = styled.output`
  min-width: 3.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
  color: ${tokens.color.ink};
`;
