import { createTheme } from 'styled-components';

/**
 * Design tokens. The only place in the code base where raw colour values live.
 * createTheme turns every leaf into `var(--gl-…, fallback)`, so server components
 * (which cannot read ThemeProvider context) style themselves from CSS variables.
 */
export const rawTokens = {
  color: {
    navy: '#0f2238',
    navyDeep: '#0a1828',
    navySoft: '#1d3a5c',
    anthracite: '#2b2f36',
    ink: '#1b1f24',
    muted: '#4f5864',
    surface: '#ffffff',
    surfaceWarm: '#f6f4f0',
    surfaceSoft: '#ece8e1',
    line: '#d9d4cb',
    gold: '#c9a227',
    goldBright: '#dcb53a',
    // Darker gold for text on light surfaces: 4.9:1 on white (WCAG AA).
    goldText: '#8a6a0c',
    onNavy: '#ffffff',
    onNavyMuted: '#c8d3e0',
    focus: '#1a5fb4',
    success: '#1f6f43',
    successSurface: '#e7f4ec',
    danger: '#a4262c',
    dangerSurface: '#fbeaea',
    overlay: 'rgba(10, 24, 40, 0.72)',
  },
  font: {
    // The system stack (the visual brief allows it: docs/product.md): a web font cost 48 KB before first paint, and with
    // display 'optional' a phone on a slow connection showed the fallback anyway.
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    h3: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
    h2: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)',
    h1: 'clamp(2rem, 1.5rem + 2.2vw, 3.25rem)',
  },
  lineHeight: { tight: '1.2', body: '1.65' },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    section: 'clamp(3rem, 2rem + 4vw, 6rem)',
  },
  radius: { sm: '8px', md: '10px', lg: '12px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(15, 34, 56, 0.06), 0 8px 24px rgba(15, 34, 56, 0.08)',
    raised: '0 6px 20px rgba(15, 34, 56, 0.22)',
  },
  layout: {
    maxWidth: '1200px',
    gutter: 'clamp(1rem, 0.5rem + 2vw, 2rem)',
    headerHeight: '72px',
    floatingButton: '52px',
  },
  motion: { fast: '150ms', base: '250ms' },
} as const;

export const tokens = createTheme(rawTokens, { prefix: 'gl' });

/**
 * Selector prefix for the page with scripts off: the <head> boot script (lib/consent.ts) marks
 * <html data-js> before the first paint, so `${JS_OFF} & { … }` styles the plain-HTML fallback.
 * Here, beside the breakpoints, because every styled component already imports this module.
 */
export const JS_OFF = 'html:not([data-js])';

/** Breakpoints as media queries (CSS variables cannot be used inside @media). */
export const media = {
  sm: '@media (min-width: 600px)',
  md: '@media (min-width: 768px)',
  lg: '@media (min-width: 1024px)',
  xl: '@media (min-width: 1280px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

type TokenTree = { readonly [key: string]: string | TokenTree };

/**
 * `:root` declarations of every token, one per line (`--gl-color-navy: #0f2238;`).
 */
export function tokenDeclarations(raw: TokenTree = rawTokens, names: TokenTree = tokens.vars as TokenTree): string[] {
  return Object.keys(raw).flatMap((key) => {
    const value = raw[key];
    const name = names[key];
    if (typeof value === 'string' && typeof name === 'string') return [`${name}: ${value};`];
    if (typeof value === 'object' && typeof name === 'object') return tokenDeclarations(value, name);
    return [];
  });
}

/** The text of components/theme/tokens.css (scripts/tokens.ts writes it). */
export function tokenStylesheet(): string {
  return [
    '/* Written by `npm run tokens` from tokens.ts, the one source of these values: edit them there. */',
    ':root {',
    ...tokenDeclarations().map((line) => `  ${line}`),
    '}',
    '',
  ].join('\n');
}
