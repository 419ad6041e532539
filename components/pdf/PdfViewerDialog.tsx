'use client';

import { Modal } from '@/components/ui/Modal';
import { PdfViewer } from './PdfViewer';

interface PdfViewerDialogProps {
  open: boolean;
  onClose: () => void;
  file: string;
  title: string;
}

/** The modal around the shared PDF viewer; PdfViewerButton loads it on the first click. */
export default function PdfViewerDialog({ open, onClose, file, title }: PdfViewerDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="full">
      <PdfViewer file={file} title={title} />
    </Modal>
  );
}
