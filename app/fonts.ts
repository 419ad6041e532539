import localFont from 'next/font/local';

/**
 * Inter, variable weight, Latin subset, self-hosted from the @fontsource package:
 * next/font preloads it and sizes a fallback to match, so swapping causes no layout shift.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});
