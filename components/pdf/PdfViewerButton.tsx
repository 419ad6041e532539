'use client';

import { useState } from 'react';
import { FileText } from 'lucide-react';
import { Button, type ButtonVariant } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { PdfViewer } from './PdfViewer';

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
 * The viewer's code (react-pdf, pdf.js) is fetched only when the modal opens.
 */
export function PdfViewerButton({ file, title, label = 'Visualizza online', variant = 'primary' }: PdfViewerButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" data-variant={variant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FileText size={20} aria-hidden="true" />
        {label}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="full">
        <PdfViewer file={file} title={title} />
      </Modal>
    </>
  );
}
