/**
 * A file's body as hosts send it, brotli at its best quality or gzip at 9, kept on disk by content
 * in node_modules/.cache/serve-compressed/ (the tests' copies of the tree link to the same folder).
 * Brotli at quality 11 is slow: about 10 s of CPU for the editor's files alone on two cores. The
 * build measures the precache with it (scripts/precacheFigures.ts) and every test server sends it
 * (scripts/serve.mjs); each file is compressed once for all of them. No dependencies: serve.mjs
 * runs on any host with plain Node.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const compressedCacheDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '.cache',
  'serve-compressed',
);

const cachedPath = (raw, encoding, cacheDir) =>
  join(cacheDir, `${createHash('sha256').update(raw).digest('hex')}.${encoding}`);
const brotliOptions = (raw) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
});

function keep(stored, body) {
  try {
    // Written whole, then renamed: another process reading it meanwhile never sees half a file.
    mkdirSync(dirname(stored), { recursive: true });
    const partial = `${stored}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, body);
    renameSync(partial, stored);
  } catch {
    // A read-only disk: the caller still has the body.
  }
  return body;
}

/** raw compressed with `encoding` ('br' or 'gzip'), from the cache when it holds it. */
export function compressedBody(raw, encoding, cacheDir = compressedCacheDir) {
  const stored = cachedPath(raw, encoding, cacheDir);
  if (existsSync(stored)) return readFileSync(stored);
  return keep(stored, encoding === 'br' ? brotliCompressSync(raw, brotliOptions(raw)) : gzipSync(raw, { level: 9 }));
}

/**
 * compressedBody off the main thread, on Node's thread pool: many files at once use every core
 * (the build's precache figures, where one file after another kept one of two cores idle).
 */
export async function compressedBodyAsync(raw, encoding, cacheDir = compressedCacheDir) {
  const stored = cachedPath(raw, encoding, cacheDir);
  if (existsSync(stored)) return readFileSync(stored);
  return keep(
    stored,
    encoding === 'br' ? await brotliCompressAsync(raw, brotliOptions(raw)) : await gzipAsync(raw, { level: 9 }),
  );
}
