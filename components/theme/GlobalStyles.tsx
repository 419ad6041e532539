import { createGlobalStyle } from 'styled-components';
import { CONSENT_SPACE_VAR } from '@/lib/consent';
import { tokenDeclarations, tokens } from './tokens';

export const GlobalStyles = createGlobalStyle`
  /* The cookie banner's height does not inherit (registered in consentBootScript): it is written
     on <html> and <body> (consentRoom), and what keeps clear of the banner takes it with
     'inherit', as the home page's scroll-to-top button does through <main>. */
  main {
    ${CONSENT_SPACE_VAR}: inherit;
  }

  :root {
    ${tokenDeclarations()}
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${tokens.layout.headerHeight} + 1rem);
    /* While the cookie banner is open it sets this to its height (consentRoom): focused
       elements scroll clear of it, and the page can scroll its last links above it. The
       floating "back to top" button (ScrollToTop) sits above that: a field Tab brings up from
       below stops clear of it too, not with its corner under the button. */
    scroll-padding-bottom: calc(
      var(${CONSENT_SPACE_VAR}, 0px) + ${tokens.space.lg} + ${tokens.layout.floatingButton} + 0.5rem
    );
  }

  /* Smooth for in-page links and focus moves, but not while focus is in a form: a form moves
     focus itself (the wizard's next step, the first invalid field), and a smooth scroll the
     last Tab started is then still running and carries the page away from it (issue 23). An
     instant scroll does not stop it: Chrome runs it on the compositor and applies what is in
     flight after. */
  @media (prefers-reduced-motion: no-preference) {
    html:focus-within:not(:has(form :focus)) {
      scroll-behavior: smooth;
    }
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${tokens.font.body};
    font-size: ${tokens.fontSize.md};
    line-height: ${tokens.lineHeight.body};
    color: ${tokens.color.ink};
    background: ${tokens.color.surface};
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
    padding-bottom: var(${CONSENT_SPACE_VAR}, 0px);
  }

  img,
  svg {
    display: block;
    max-width: 100%;
  }

  /* A photo's <picture> (SiteImage) lays out as its <img> alone. */
  picture {
    display: contents;
  }

  h1,
  h2,
  h3,
  h4 {
    text-wrap: balance;
  }

  p {
    text-wrap: pretty;
  }

  a {
    color: inherit;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
  }

  /* The error message that needs no script of its own (PlainErrorMessage). */
  [data-plain-error] {
    max-width: 40rem;
    margin: 0 auto;
    padding: ${tokens.space.xl} ${tokens.space.md};
  }

  [data-plain-error] button {
    min-height: 44px;
    padding: 0 ${tokens.space.md};
  }

  :focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }

  [data-tone='navy'] :focus-visible,
  footer :focus-visible {
    outline-color: ${tokens.color.goldBright};
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
`;
