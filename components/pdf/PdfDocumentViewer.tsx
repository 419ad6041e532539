'use client';

import type { ComponentType } from 'react';
import { missingForPdfjs } from '@/lib/pdfjsSupport';
import { PdfLoadError } from './PdfLoadError';
import type { PdfViewerProps } from './types';

/**
 * What PdfViewer loads on demand, first of the viewer's chunks: it makes sure the engine can run
 * pdf.js before loading it (./PdfDocument, react-pdf and pdf.js).
 * - pdf.js 6's build calls JavaScript newer than the rest of the site needs, unchecked
 *   (lib/pdfjsSupport.ts: Chrome and Edge 147, Firefox 144, Safari 26.2). In an older browser,
 *   loading it would throw and take the whole page down; there the visitor gets the document's
 *   download link instead, as when a file cannot be shown.
 * - WebKit cannot iterate a ReadableStream with `for await`, which pdf.js reads page text with:
 *   without it the text layer stays empty. Only where it is missing, a small shim comes first,
 *   in a chunk of its own.
 */
async function load(): Promise<ComponentType<PdfViewerProps>> {
  if (missingForPdfjs().length > 0) return PdfLoadError;
  if (typeof (ReadableStream.prototype as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] !== 'function') {
    (await import('@/lib/readableStreamIteration')).installStreamIteration();
  }
  return (await import('./PdfDocument')).default;
}

const PdfDocumentViewer = await load();
export default PdfDocumentViewer;
