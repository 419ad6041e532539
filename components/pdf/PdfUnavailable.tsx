'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { PdfNotice } from './PdfNotice';
import type { PdfViewerProps } from './types';

interface PdfUnavailableProps extends PdfViewerProps {
  /** Loads the viewer's code again; tried when the connection returns. */
  retry: () => Promise<ComponentType<PdfViewerProps>>;
}

/**
 * In the viewer's place when its code could not load (issue 43): offline before pdf.js reached the
 * device, or a chunk a newer deploy removed. Before, the failed import took the whole page down to
 * Next's error screen; now only the viewer says so, and offers the file itself, which the worker
 * may well have. When the connection returns, it loads the viewer by itself.
 */
export function PdfUnavailable({ file, title, retry }: PdfUnavailableProps) {
  const [Viewer, setViewer] = useState<ComponentType<PdfViewerProps> | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine !== false);

  useEffect(() => {
    let live = true;
    const back = () => {
      setOnline(true);
      retry().then(
        (loaded) => live && setViewer(() => loaded),
        () => undefined,
      );
    };
    const gone = () => setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    return () => {
      live = false;
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
    };
  }, [retry]);

  if (Viewer) return <Viewer file={file} title={title} />;
  return (
    <PdfNotice role="status" data-tone="note">
      <strong>
        {online
          ? 'Il visualizzatore dei documenti non si è caricato: ricarica la pagina per riprovare.'
          : 'Sei offline: il documento si potrà aprire nel visualizzatore appena torni online.'}
      </strong>
      <span>
        Intanto puoi provare ad aprirlo dal link diretto, se è già sul dispositivo:{' '}
        <a href={file}>apri «{title}» (PDF)</a>.
      </span>
    </PdfNotice>
  );
}
