'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { FileText } from 'lucide-react';
import { ButtonLink, type ButtonVariant } from '@/components/ui/Button';
import { controlName } from '@/lib/controlName';
import { isPlainClick } from '@/lib/plainClick';

const loadDialog = () => import('./PdfViewerDialog');
// The modal's chunk can be missing (a newer deploy removed it, and the worker does not have it):
// then the link does what it does without scripts, it opens the file, instead of failing the page.
const PdfViewerDialog = lazy<ComponentType<DialogProps>>(() => loadDialog().catch(() => ({ default: OpenTheFile })));

type DialogProps = { open: boolean; onClose: () => void; file: string; title: string };

function OpenTheFile({ open, file }: DialogProps) {
  useEffect(() => {
    if (open) window.location.assign(file);
  }, [open, file]);
  return null;
}

interface PdfViewerButtonProps {
  /** URL of the PDF, e.g. /documents/codice-etico.pdf. */
  file: string;
  /** Document title: the modal's heading and accessible name. */
  title: string;
  /** Text of the button. */
  label?: string;
  /** What the accessible name adds after the label to tell openers apart (default: the title). */
  subject?: string;
  variant?: ButtonVariant;
}

/**
 * A link to the PDF that, once scripts run, opens it in the shared viewer inside the site's
 * accessible modal instead (a modified or middle click still opens the file itself).
 * Neither the modal nor the viewer (react-pdf, pdf.js) is in the page's first load: the modal's
 * code is fetched when the pointer or focus reaches the link, the viewer's when it opens.
 */
export function PdfViewerButton({
  file,
  title,
  label = 'Visualizza online',
  subject = title,
  variant = 'primary',
}: PdfViewerButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing runs the modal's own cleanup (focus, scroll).
  const [used, setUsed] = useState(false);
  return (
    <>
      <ButtonLink
        href={file}
        variant={variant}
        aria-haspopup="dialog"
        // Two or more openers can share a page (the policies): the name says which document.
        aria-label={controlName(label, subject)}
        onPointerOver={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
      >
        <FileText size={20} aria-hidden="true" />
        {label}
      </ButtonLink>
      {used ? (
        <Suspense fallback={null}>
          <PdfViewerDialog open={open} onClose={() => setOpen(false)} file={file} title={title} />
        </Suspense>
      ) : null}
    </>
  );
}
