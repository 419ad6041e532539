/**
 * The precache's figures by kind of file, printed by the build after out/sw.js (issue 43): the
 * README points here instead of keeping numbers that go stale with every page or chunk added.
 * Brotli at quality 11, as the hosts send it (through the cache the test servers share, so a
 * file is compressed once; the files at once, on every core); "device" is what the Cache API
 * stores (uncompressed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedBodyAsync } from './compressedBodies.mjs';

const KINDS: Array<[string, (url: string) => boolean]> = [
  ['pages (HTML)', (url) => url.endsWith('.html')],
  ['data files (.txt)', (url) => url.endsWith('.txt')],
  ['scripts', (url) => /\.m?js$/.test(url)],
  ['stylesheets', (url) => url.endsWith('.css')],
  ['documents (PDF)', (url) => url.endsWith('.pdf')],
  ['other (icons, manifest, fonts, pictures)', () => true],
];

export interface KindFigures {
  kind: string;
  files: number;
  bytes: number;
  brotli: number;
}

/** A file of the export (by its address) as stored and as hosts send it (brotli). */
export async function fileSizes(
  outDir: string,
  url: string,
  cacheDir?: string,
): Promise<{ bytes: number; brotli: number }> {
  const body = readFileSync(join(outDir, decodeURIComponent(url.split('?')[0] ?? url)));
  return { bytes: body.length, brotli: (await compressedBodyAsync(body, 'br', cacheDir)).length };
}

/** urls: the precache's addresses (leading slash), as written into out/sw.js. */
export async function precacheFigures(
  outDir: string,
  urls: readonly string[],
  cacheDir?: string,
): Promise<KindFigures[]> {
  const rows = KINDS.map(([kind]) => ({ kind, files: 0, bytes: 0, brotli: 0 }));
  await Promise.all(
    urls.map(async (url) => {
      const row = rows[KINDS.findIndex(([, matches]) => matches(url))];
      if (!row) return;
      const { bytes, brotli } = await fileSizes(outDir, url, cacheDir);
      row.files += 1;
      row.bytes += bytes;
      row.brotli += brotli;
    }),
  );
  return rows.filter((row) => row.files > 0);
}

const mb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;

/** The build's lines: one per kind, then the total. */
export function describePrecacheFigures(rows: readonly KindFigures[]): string {
  const total = rows.reduce(
    (sum, row) => ({ files: sum.files + row.files, bytes: sum.bytes + row.bytes, brotli: sum.brotli + row.brotli }),
    { files: 0, bytes: 0, brotli: 0 },
  );
  return [
    `precache: ${files(total.files)}, ${mb(total.brotli)} brotli, ${mb(total.bytes)} on the device`,
    ...rows.map(
      (row) => `  ${row.kind}: ${files(row.files)}, ${mb(row.brotli)} brotli, ${mb(row.bytes)} on the device`,
    ),
  ].join('\n');
}
