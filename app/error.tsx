'use client';

import { lazy, Suspense } from 'react';

// Every page's first load carries this boundary; the full screen's code (hero, buttons, phone)
// comes in its own chunk, fetched only when a page fails (the worker precaches it). When that chunk
// cannot load either (a newer deploy removed it, no signal and no worker), ScreenUnavailable
// stands in, inside the site's header and footer, whose phone number stays.
const ErrorScreen = lazy(() => import('@/components/layout/ErrorScreen').catch(() => ({ default: ScreenUnavailable })));

/**
 * The error boundary of every page (issue 43): it replaces the page's content only, so the header,
 * the footer and their phone number stay. Without it, Next showed its English screen instead.
 */
export default function PageError() {
  return (
    <Suspense fallback={null}>
      <ErrorScreen />
    </Suspense>
  );
}

/**
 * The fewest words that still say what happened and offer both ways on; not PlainErrorMessage
 * (app/global-error.tsx's), whose code would then ride twice in every first load (each boundary's
 * chunk carries its own copy), past the 160 KB bar of /gielle-rental.
 */
function ScreenUnavailable() {
  return (
    <div data-plain-error="">
      {/* Focused, so the visitor (and a screen reader) is taken to it from where the click was. */}
      <h1 tabIndex={-1} ref={(heading) => heading?.focus()}>
        Questa pagina non si è caricata del tutto
      </h1>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Ricarica
        </button>{' '}
        <button type="button" onClick={() => window.history.back()}>
          Torna indietro
        </button>
      </p>
    </div>
  );
}
