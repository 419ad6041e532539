'use client';

import { lazy, Suspense, useState } from 'react';
import { FileText } from 'lucide-react';
import { Button, type ButtonVariant } from '@/components/ui/Button';

const loadDialog = () => import('./PdfViewerDialog');
const PdfViewerDialog = lazy(loadDialog);

interface PdfViewerButtonProps {
  /** URL of the PDF, e.g. /documents/codice-etico.pdf. */
  file: string;
  /** Document title: the modal's heading and accessible name. */
  title: string;
  /** Text of the button. */
  label?: string;
  variant?: ButtonVariant;
}

/**
 * A button that opens a PDF in the shared viewer, inside the site's accessible modal.
 * Neither the modal nor the viewer (react-pdf, pdf.js) is in the page's first load: the modal's
 * code is fetched when the pointer or focus reaches the button, the viewer's when it opens.
 */
export function PdfViewerButton({ file, title, label = 'Visualizza online', variant = 'primary' }: PdfViewerButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing runs the modal's own cleanup (focus, scroll).
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        type="button"
        data-variant={variant}
        aria-haspopup="dialog"
        onPointerOver={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <FileText size={20} aria-hidden="true" />
        {label}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <PdfViewerDialog open={open} onClose={() => setOpen(false)} file={file} title={title} />
        </Suspense>
      ) : null}
    </>
  );
}
