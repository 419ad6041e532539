import localFont from 'next/font/local';

/**
 * Inter, variable weight, Latin subset, self-hosted from the @fontsource package:
 * next/font preloads it and sizes a metric-matched fallback.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  // 'optional': a visitor whose font is not there at first paint keeps the fallback for that view,
  // so text never reflows (CLS) and never waits for the font (LCP).
  display: 'optional',
});
