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
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const compressedCacheDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.cache', 'serve-compressed');

/** raw compressed with `encoding` ('br' or 'gzip'), from the cache when it holds it. */
export function compressedBody(raw, encoding, cacheDir = compressedCacheDir) {
  const stored = join(cacheDir, `${createHash('sha256').update(raw).digest('hex')}.${encoding}`);
  if (existsSync(stored)) return readFileSync(stored);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzipSync(raw, { level: 9 });
  try {
    // Written whole, then renamed: another process reading it meanwhile never sees half a file.
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${stored}.${process.pid}`;
    writeFileSync(partial, body);
    renameSync(partial, stored);
  } catch {
    // A read-only disk: the caller still has the body.
  }
  return body;
}
