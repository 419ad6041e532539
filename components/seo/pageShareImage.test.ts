/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from 'jpeg-js';
import { rawTokens } from '@/components/theme/tokens';
import { hexToRgb } from '@/lib/placeholderPng';

/**
 * The share-picture generator, run as the build runs it: next/og is an ES module that draws with
 * WebAssembly, which Jest's module system cannot load, so the drawing happens in a child process
 * (scripts/share-image.ts, under tsx) and this test reads the file it writes.
 */
const MAGENTA = '#ff00ff';
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'share-'));
  mkdirSync(join(dir, 'images'));
  // A stand-in illustration of one loud colour: where it shows, the generator drew the picture.
  for (const [name, [w, h]] of [
    ['quattro-terzi', [400, 300]],
    ['banda', [400, 200]],
  ] as const) {
    writeFileSync(
      join(dir, 'images', `${name}.svg`),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${MAGENTA}"/></svg>`,
    );
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function draw(pagePath: string, ...options: string[]) {
  const file = join(dir, `${pagePath.replaceAll('/', '_')}.jpg`);
  const run = spawnSync(
    process.execPath,
    [require.resolve('tsx/cli'), 'scripts/share-image.ts', pagePath, file, ...options],
    {
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  expect(run.stderr).toBe('');
  const bytes = readFileSync(file);
  return { bytes, jpeg: decode(bytes, { useTArray: true }) };
}

function expectColourAt(jpeg: { width: number; data: Uint8Array }, x: number, y: number, hex: string) {
  const at = (y * jpeg.width + x) * 4;
  const actual = [jpeg.data[at], jpeg.data[at + 1], jpeg.data[at + 2]];
  hexToRgb(hex).forEach((channel, index) =>
    expect(Math.abs((actual[index] ?? -999) - channel)).toBeLessThanOrEqual(12),
  );
}

const { color } = rawTokens;

test('a vehicle: 1200x630 JPEG under 100 KB, navy text side, its illustration standing on the right edge to edge', () => {
  const { bytes, jpeg } = draw(
    '/gielle-rental/carrello-diesel-3t',
    '--public',
    dir,
    '--illustration',
    '/images/quattro-terzi.svg',
  );
  expect([jpeg.width, jpeg.height]).toEqual([1200, 630]);
  expect(bytes.length).toBeLessThanOrEqual(100 * 1024);
  expectColourAt(jpeg, 20, 610, color.navy);
  expectColourAt(jpeg, 560, 620, MAGENTA);
  expectColourAt(jpeg, 1190, 200, MAGENTA);
  expectColourAt(jpeg, 870, 60, color.surfaceWarm);
}, 90_000);

test('a service: its illustration framed with a margin on the warm side', () => {
  const { jpeg } = draw('/servizi/consulenza', '--public', dir, '--illustration', '/images/banda.svg');
  expectColourAt(jpeg, 870, 315, MAGENTA);
  expectColourAt(jpeg, 870, 20, color.surfaceWarm);
  expectColourAt(jpeg, 1190, 315, color.surfaceWarm);
}, 90_000);

test('the real drawings stay under 100 KB', () => {
  for (const pagePath of [
    '/gielle-rental/piattaforma-verticale-10m',
    '/servizi/centro-assistenza-protezione-respiratoria',
  ]) {
    const { bytes, jpeg } = draw(pagePath);
    expect([jpeg.width, jpeg.height]).toEqual([1200, 630]);
    expect(bytes.length).toBeLessThanOrEqual(100 * 1024);
  }
}, 120_000);
