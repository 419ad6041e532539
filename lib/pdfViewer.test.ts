import {
  canZoomIn,
  canZoomOut,
  clampPage,
  clampZoom,
  controlEnabled,
  focusAfterPress,
  FIT_WIDTH_ZOOM,
  MAX_ZOOM,
  MIN_ZOOM,
  pageStatus,
  pageWidth,
  pdfWorkerSrc,
  zoomIn,
  zoomLabel,
  zoomOut,
} from './pdfViewer';

describe('pdf viewer zoom', () => {
  it('starts at fit to width and steps by a quarter', () => {
    expect(FIT_WIDTH_ZOOM).toBe(1);
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomOut(zoomIn(1))).toBe(1);
  });

  it('never leaves the allowed range', () => {
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
    expect(clampZoom(10)).toBe(MAX_ZOOM);
    expect(clampZoom(0)).toBe(MIN_ZOOM);
    expect(clampZoom(Number.NaN)).toBe(FIT_WIDTH_ZOOM);
    expect(canZoomIn(MAX_ZOOM)).toBe(false);
    expect(canZoomOut(MIN_ZOOM)).toBe(false);
    expect(canZoomIn(1)).toBe(true);
    expect(canZoomOut(1)).toBe(true);
  });

  it('labels the zoom as a percentage', () => {
    expect(zoomLabel(1)).toBe('100%');
    expect(zoomLabel(1.25)).toBe('125%');
    expect(zoomLabel(0.5)).toBe('50%');
  });

  it('draws the page at the available width times the zoom', () => {
    expect(pageWidth(800, 1)).toBe(800);
    expect(pageWidth(800, 1.25)).toBe(1000);
    expect(pageWidth(333, 0.5)).toBe(166);
    expect(pageWidth(0, 1)).toBeUndefined();
  });
});

describe('pdf viewer pages', () => {
  it('keeps the page inside the document', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(2, null)).toBe(1);
  });

  it('states the position in Italian', () => {
    expect(pageStatus(2, 5)).toBe('Pagina 2 di 5');
    expect(pageStatus(1, null)).toBe('Pagina 1');
  });
});

describe('pdf.js worker', () => {
  it('is served by the site itself, versioned', () => {
    expect(pdfWorkerSrc('6.3.289')).toBe('/pdfjs/pdf.worker.6.3.289.min.mjs');
  });
});

describe('pdf viewer focus when a control becomes disabled', () => {
  const state = { ready: true, page: 1, pageCount: 3, zoom: FIT_WIDTH_ZOOM };

  it('disables page and zoom controls at their limits and until the document loads', () => {
    expect(controlEnabled('previous', state)).toBe(false);
    expect(controlEnabled('next', state)).toBe(true);
    expect(controlEnabled('next', { ...state, page: 3 })).toBe(false);
    expect(controlEnabled('next', { ...state, pageCount: null })).toBe(false);
    expect(controlEnabled('zoomIn', { ...state, zoom: MAX_ZOOM })).toBe(false);
    expect(controlEnabled('zoomOut', { ...state, zoom: MIN_ZOOM })).toBe(false);
    expect(controlEnabled('zoomIn', { ...state, ready: false })).toBe(false);
  });

  it('leaves focus alone while the pressed control still works', () => {
    expect(focusAfterPress('next', { ...state, page: 2 })).toBeNull();
    expect(focusAfterPress('zoomIn', { ...state, zoom: 1.25 })).toBeNull();
  });

  it('moves focus to the live counterpart at a limit', () => {
    expect(focusAfterPress('next', { ...state, page: 3 })).toBe('previous');
    expect(focusAfterPress('previous', { ...state, page: 1 })).toBe('next');
    expect(focusAfterPress('zoomIn', { ...state, zoom: MAX_ZOOM })).toBe('zoomOut');
    expect(focusAfterPress('zoomOut', { ...state, zoom: MIN_ZOOM })).toBe('zoomIn');
  });

  it('falls back to the page indicator when the counterpart is disabled too', () => {
    expect(focusAfterPress('next', { ...state, pageCount: 1 })).toBe('status');
    expect(focusAfterPress('zoomIn', { ...state, ready: false })).toBe('status');
  });
});
