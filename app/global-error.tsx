'use client';

/**
 * When the root layout itself fails, or the error screen's chunk cannot load (issue 43), this
 * replaces the whole document. It is in every page's first load, so it imports nothing: plain
 * Italian markup, no style attribute the policy would refuse. React keeps the <style> elements of
 * <head> when it swaps <html>, so the site's type and colours still apply. "Ricarica" asks for this
 * very address again (the worker has the pages); "Torna indietro" goes back, or home.
 */
export default function GlobalError() {
  return (
    <html lang="it">
      <body>
        <main id="contenuto">
          <h1>Questa pagina non si è caricata del tutto</h1>
          <p>Una parte della pagina non è arrivata, di solito per la connessione o perché il sito è appena stato aggiornato.</p>
          <p>
            <button type="button" onClick={() => window.location.reload()}>
              Ricarica
            </button>{' '}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the router may be what failed: a plain link loads the page whole */}
            <a
              href="/"
              onClick={(event) => {
                if (window.history.length <= 1) return;
                event.preventDefault();
                window.history.back();
              }}>
              Torna indietro
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
