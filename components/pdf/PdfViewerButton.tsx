'use client';

import { useState } from 'react';
import { FileText } from 'lucide-react';
import { ButtonLink, type ButtonVariant } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { isPlainClick } from '@/lib/plainClick';
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
 * A link to the PDF that, once scripts run, opens it in the shared viewer inside the site's
 * accessible modal instead (a modified or middle click still opens the file itself). The
 * viewer's code (react-pdf, pdf.js) is fetched only when the modal opens.
 */
export function PdfViewerButton({ file, title, label = 'Visualizza online', variant = 'primary' }: PdfViewerButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonLink
        href={file}
        variant={variant}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <FileText size={20} aria-hidden="true" />
        {label}
      </ButtonLink>
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="full">
        <PdfViewer file={file} title={title} />
      </Modal>
    </>
  );
}
