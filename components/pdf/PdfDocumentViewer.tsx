'use client';

import type { ComponentType } from 'react';
import { missingForPdfjs } from '@/lib/pdfjsSupport';
import { PdfLoadError } from './PdfLoadError';
import { PdfUnavailable } from './PdfUnavailable';
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
 * - pdf.js's chunk may not arrive (offline before it reached the device, or removed by a newer
 *   deploy): the viewer says so in its place (./PdfUnavailable), never the whole page. Caught here,
 *   because a rejected top-level await would leave this module failed for good.
 */
async function loadDocument(): Promise<ComponentType<PdfViewerProps>> {
  if (typeof (ReadableStream.prototype as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] !== 'function') {
    (await import('@/lib/readableStreamIteration')).installStreamIteration();
  }
  return (await import('./PdfDocument')).default;
}

function PdfDocumentUnavailable(props: PdfViewerProps) {
  return <PdfUnavailable {...props} retry={loadDocument} />;
}

async function load(): Promise<ComponentType<PdfViewerProps>> {
  if (missingForPdfjs().length > 0) return PdfLoadError;
  return loadDocument().catch(() => PdfDocumentUnavailable);
}

const PdfDocumentViewer = await load();
export default PdfDocumentViewer;
