/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedBody, compressedBodyAsync } from './compressedBodies.mjs';
import { describePrecacheFigures, precacheFigures } from './precacheFigures';

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'gielle-compressed-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

const page = Buffer.from(
  '<!doctype html><title>Gielle</title>'.padEnd(20_000, ' <p>Noleggio piattaforme aeree a Catania.</p>'),
);

test('each encoding decompresses to the file byte for byte, and is kept once by content, whole', () => {
  const br = compressedBody(page, 'br', cacheDir);
  const gzip = compressedBody(page, 'gzip', cacheDir);
  expect(brotliDecompressSync(br).equals(page)).toBe(true);
  expect(gunzipSync(gzip).equals(page)).toBe(true);
  expect(br.length).toBeLessThan(page.length / 10);
  expect(readdirSync(cacheDir).sort()).toEqual([
    expect.stringMatching(/^[0-9a-f]{64}\.br$/),
    expect.stringMatching(/^[0-9a-f]{64}\.gzip$/),
  ]);
});

test('a body in the cache is read, not compressed again', () => {
  const [stored] = (compressedBody(page, 'br', cacheDir), readdirSync(cacheDir));
  writeFileSync(join(cacheDir, stored!), 'kept');
  expect(compressedBody(page, 'br', cacheDir).toString()).toBe('kept');
  expect(compressedBody(Buffer.from('another file'), 'br', cacheDir).toString()).not.toBe('kept');
});

test('off the main thread, the same bodies, kept in the same cache', async () => {
  const br = await compressedBodyAsync(page, 'br', cacheDir);
  const gzip = await compressedBodyAsync(page, 'gzip', cacheDir);
  expect(br.equals(compressedBody(page, 'br', cacheDir))).toBe(true);
  expect(gunzipSync(gzip).equals(page)).toBe(true);
  expect(readdirSync(cacheDir)).toHaveLength(2);
  const [stored] = readdirSync(cacheDir).filter((name) => name.endsWith('.br'));
  writeFileSync(join(cacheDir, stored!), 'kept');
  expect((await compressedBodyAsync(page, 'br', cacheDir)).toString()).toBe('kept');
});

test('the precache figures count each file’s brotli bytes as hosts send them', async () => {
  const out = mkdtempSync(join(tmpdir(), 'gielle-precache-'));
  try {
    writeFileSync(join(out, 'index.html'), page);
    writeFileSync(join(out, 'app.js'), 'console.log(1)');
    const rows = await precacheFigures(out, ['/index.html', '/app.js'], cacheDir);
    const pages = rows.find((row) => row.kind === 'pages (HTML)');
    expect(pages).toEqual({
      kind: 'pages (HTML)',
      files: 1,
      bytes: page.length,
      brotli: compressedBody(page, 'br', cacheDir).length,
    });
    expect(describePrecacheFigures(rows)).toMatch(/^precache: 2 files, \d+ KB brotli, 20 KB on the device/);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
