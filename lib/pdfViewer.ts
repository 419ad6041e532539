/**
 * State rules of the shared PDF viewer (components/pdf), kept pure so they are unit tested.
 * Zoom is a factor of the fitted width: 1 means "fit to width" (the default).
 */
export const FIT_WIDTH_ZOOM = 1;
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;
export const ZOOM_STEP = 0.25;

/** Where the viewer finds pdf.js's worker and font data: files the site serves itself (scripts/copy-pdf-worker.ts). */
export const PDFJS_PUBLIC_DIR = '/pdfjs';

export function pdfWorkerSrc(version: string): string {
  return `${PDFJS_PUBLIC_DIR}/pdf.worker.${version}.min.mjs`;
}

export const STANDARD_FONT_DATA_URL = `${PDFJS_PUBLIC_DIR}/standard_fonts/`;

function roundZoom(zoom: number): number {
  return Math.round(zoom * 100) / 100;
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return FIT_WIDTH_ZOOM;
  return roundZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)));
}

export function zoomIn(zoom: number): number {
  return clampZoom(zoom + ZOOM_STEP);
}

export function zoomOut(zoom: number): number {
  return clampZoom(zoom - ZOOM_STEP);
}

export function canZoomIn(zoom: number): boolean {
  return zoom < MAX_ZOOM;
}

export function canZoomOut(zoom: number): boolean {
  return zoom > MIN_ZOOM;
}

/** "100%", "125%": the zoom as the toolbar shows it. */
export function zoomLabel(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/** A page number kept inside 1..pageCount (1 while the page count is unknown). */
export function clampPage(page: number, pageCount: number | null): number {
  if (!pageCount || pageCount < 1 || !Number.isFinite(page)) return 1;
  return Math.min(pageCount, Math.max(1, Math.trunc(page)));
}

/** Width in CSS pixels at which to draw a page, given the room available and the zoom. */
export function pageWidth(availableWidth: number, zoom: number): number | undefined {
  if (!Number.isFinite(availableWidth) || availableWidth <= 0) return undefined;
  return Math.max(1, Math.floor(availableWidth * clampZoom(zoom)));
}

/** "Pagina 2 di 5"; only "Pagina 1" while the count is unknown. */
export function pageStatus(page: number, pageCount: number | null): string {
  return pageCount ? `Pagina ${page} di ${pageCount}` : `Pagina ${page}`;
}

/** The toolbar buttons that can become disabled. */
export type ViewerControl = 'previous' | 'next' | 'zoomOut' | 'zoomIn';

export interface ViewerState {
  /** The document has loaded (page and zoom controls wait for it). */
  ready: boolean;
  page: number;
  pageCount: number | null;
  zoom: number;
}

/** Whether a toolbar control can act in this state: the toolbar's `disabled` is its negation. */
export function controlEnabled(control: ViewerControl, { ready, page, pageCount, zoom }: ViewerState): boolean {
  if (!ready) return false;
  switch (control) {
    case 'previous':
      return page > 1;
    case 'next':
      return pageCount !== null && page < pageCount;
    case 'zoomOut':
      return canZoomOut(zoom);
    case 'zoomIn':
      return canZoomIn(zoom);
  }
}

const COUNTERPART: Record<ViewerControl, ViewerControl> = {
  previous: 'next',
  next: 'previous',
  zoomOut: 'zoomIn',
  zoomIn: 'zoomOut',
};

/**
 * Where focus goes after `pressed` acted and the viewer reached `state`: nowhere (null) while the
 * control is still enabled; else its live counterpart ("Pagina precedente" on the last page), or
 * the page indicator when both are disabled (a one-page document). A disabled button drops
 * focus to <body> (WCAG 2.4.3), so the toolbar moves it itself.
 */
export function focusAfterPress(pressed: ViewerControl, state: ViewerState): ViewerControl | 'status' | null {
  if (controlEnabled(pressed, state)) return null;
  const counterpart = COUNTERPART[pressed];
  return controlEnabled(counterpart, state) ? counterpart : 'status';
}
