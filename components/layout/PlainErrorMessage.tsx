/**
 * The error message that needs no other code (issue 43), shown by app/global-error.tsx when the
 * root layout failed or its error screen could not load. It imports nothing, since the boundary is
 * in every page's first load; its spacing is in components/theme/global.css ([data-plain-error]), which the
 * page's CSS carries.
 * "Ricarica" asks for this very address again (the worker has the pages); "Torna indietro" goes
 * back, or home.
 */
export function PlainErrorMessage() {
  return (
    <div data-plain-error="">
      <h1>Questa pagina non si è caricata del tutto</h1>
      <p>
        Una parte della pagina non è arrivata, di solito per la connessione o perché il sito è appena stato aggiornato.
      </p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Ricarica
        </button>{' '}
        {/* Back, or home: ErrorScreen's handler written out again, since a shared module costs every
            first load its wrapper, and /gielle-rental has no bytes to spare. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the router may be what failed: a plain link loads the page whole */}
        <a
          href="/"
          onClick={(event) => {
            if (window.history.length <= 1) return;
            event.preventDefault();
            window.history.back();
          }}
        >
          Torna indietro
        </a>
      </p>
    </div>
  );
}
