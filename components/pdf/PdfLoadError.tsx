'use client';

import { PdfNotice } from './PdfNotice';
import type { PdfViewerProps } from './types';

/** The file is still the document: when pdf.js cannot show it, the visitor can download it. */
export function PdfLoadError({ file, title }: PdfViewerProps) {
  return (
    <PdfNotice role="alert" data-tone="danger">
      <strong>Non è stato possibile visualizzare il documento.</strong>
      <span>
        Puoi comunque aprirlo o salvarlo dal link diretto:{' '}
        <a href={file} download>
          scarica «{title}» (PDF)
        </a>
        .
      </span>
    </PdfNotice>
  );
}
