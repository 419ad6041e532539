/**
 * What pdf.js 6's modern build (react-pdf's, components/pdf/) calls without checking for it, on the
 * way to showing a page, beyond what the rest of the site needs (Next.js 16's targets: Chrome, Edge
 * and Firefox 111, Safari 16.4). The newest decide which browsers run the on-page viewer:
 * Map.prototype.getOrInsertComputed (Chrome and Edge 145, Firefox 144, Safari 26.2) and
 * Math.sumPrecise (Chrome and Edge 147, Firefox 137, Safari 26.2). docs/browsers.md.
 * ReadableStream async iteration is not listed: WebKit lacks it, so a shim supplies it
 * (lib/readableStreamIteration.ts).
 */
type Scope = typeof globalThis & Record<string, unknown>;

const hasFunction = (value: unknown, key: string) =>
  (typeof value === 'function' || (typeof value === 'object' && value !== null)) &&
  typeof (value as Record<string, unknown>)[key] === 'function';

export const PDFJS_REQUIREMENTS: ReadonlyArray<readonly [string, (scope: Scope) => boolean]> = [
  // pdf.js reads Iterator.prototype as it loads.
  [
    'Iterator helpers',
    (scope) =>
      typeof scope.Iterator === 'function' && hasFunction((scope.Iterator as { prototype?: unknown }).prototype, 'map'),
  ],
  ['Map.prototype.getOrInsertComputed', (scope) => hasFunction(scope.Map?.prototype, 'getOrInsertComputed')],
  ['Math.sumPrecise', (scope) => hasFunction(scope.Math, 'sumPrecise')],
  ['Promise.try', (scope) => hasFunction(scope.Promise, 'try')],
  ['Promise.withResolvers', (scope) => hasFunction(scope.Promise, 'withResolvers')],
  ['URL.parse', (scope) => hasFunction(scope.URL, 'parse')],
];

/** The names of what this engine lacks for pdf.js; none means the viewer can run. */
export function missingForPdfjs(scope: Scope = globalThis as Scope): string[] {
  return PDFJS_REQUIREMENTS.filter(([, present]) => !present(scope)).map(([name]) => name);
}
