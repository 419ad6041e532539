'use client';

import { lazy, Suspense } from 'react';

/**
 * The error screen for app/error.tsx and app/global-error.tsx, whose code is in every page's first
 * load: the screen itself (hero, buttons, the company's phone) comes in its own chunk, fetched only
 * when a page fails, so it costs the pages nothing (it added about 6 KB gzip to each, past the
 * 160 KB bar). The worker precaches that chunk like every other, so it loads offline too. If it
 * cannot load either (a deploy removed it and no worker has it), a plain message with the same
 * reload stands in, in the site's type and colours from the page's own stylesheet.
 */
const ErrorScreen = lazy(() =>
  import('./ErrorScreen').then(
    (module) => ({ default: module.ErrorScreen }),
    () => ({ default: PlainErrorScreen }),
  ),
);

function PlainErrorScreen() {
  return (
    <section>
      <h1>Questa pagina non si è caricata del tutto</h1>
      <p>
        Una parte della pagina non è arrivata, di solito per la connessione o perché il sito è appena stato aggiornato.{' '}
        {/* An empty href is this very address, query included. */}
        <a href="">Ricarica la pagina</a>
      </p>
    </section>
  );
}

export function LazyErrorScreen() {
  return (
    <Suspense fallback={null}>
      <ErrorScreen />
    </Suspense>
  );
}
