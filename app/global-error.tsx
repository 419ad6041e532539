'use client';

import { useEffect } from 'react';
import { createGlobalStyle } from 'styled-components';
import { tokenDeclarations, tokens } from '@/components/theme/tokens';
import { LazyErrorScreen } from '@/components/layout/LazyErrorScreen';

/**
 * When the root layout itself fails (issue 43), this replaces the whole document, so it carries its
 * own <html>; the header is part of what failed and is left out, the phone number is in the screen.
 * Styles come from styled-components at run time, as the policy allows (README "Security
 * policy"), never from inline style attributes. Only the design tokens and the body's basics, not
 * GlobalStyles: this file is in every page's first load, and it never renders on the server.
 */
const Base = createGlobalStyle`
  :root {
    ${tokenDeclarations()}
  }

  body {
    margin: 0;
    font-family: ${tokens.font.body};
    color: ${tokens.color.ink};
    background: ${tokens.color.surface};
  }
`;

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="it">
      <body>
        <Base />
        <main id="contenuto" tabIndex={-1}>
          <LazyErrorScreen />
        </main>
      </body>
    </html>
  );
}
