'use client';

import { PlainErrorMessage } from '@/components/layout/PlainErrorMessage';

/**
 * When the root layout itself fails (issue 43), this replaces the whole document: the plain
 * message, which imports nothing (this file is in every page's first load). React keeps the
 * <style> elements of <head> when it swaps <html>, so the site's type and colours still apply.
 */
export default function GlobalError() {
  return (
    <html lang="it">
      <body>
        <main id="contenuto">
          <PlainErrorMessage />
        </main>
      </body>
    </html>
  );
}
