import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { PictureEntry } from '../scripts/imageManifest';
import { carriesExif } from '../scripts/testPhoto';
import { buildPhotoSite, PHOTO, PHOTO_SERVICE, PHOTO_VEHICLE } from './photoSite';
import { isListening, type RepoCopy } from './repoCopy';
import { settled } from './pageChecks';
import { visit } from './helpers';

/**
 * Photos served light (issue 41), as bytes a browser downloads. A copy of the repository gets a
 * phone-like photo made here (4000x3000, 5-6 MB JPEG with camera and GPS EXIF; never committed)
 * as one vehicle's picture, one service's and the first home slide's; the copy is built once and
 * served on its own port, and every check below reads that build. Budgets (docs/photos.md, "Budgets"):
 *
 * - the vehicle page at 412 px (DPR 2.625): at most 150 KB of images for the first screen (what
 *   loads before any scrolling, lazy images the browser fetches early included) and 600 KB with
 *   the whole page scrolled through; at 1366 px at most 300 KB for the first screen;
 * - that vehicle's card on /gielle-rental at 412 px: at most 60 KB;
 * - its thumbnail in the request wizard and its picture in the comparison: small variants only.
 *
 * PHOTOS_KEEP_COPY=1 keeps the copy (its path is printed), e.g. for screenshots of it.
 */
const PORT = Number(process.env.PHOTOS_PORT ?? 4177);
const BASE = `http://localhost:${PORT}`;
const VEHICLE = PHOTO_VEHICLE;
const SERVICE = PHOTO_SERVICE;
const KB = 1024;
const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};
const LAPTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 };

let copy: RepoCopy | undefined;
let server: ChildProcess | undefined;
let entry: PictureEntry;
let photoBytes = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  expect(await isListening(PORT), `port ${PORT} is already taken`).toBe(false);
  const site = await buildPhotoSite();
  copy = site.copy;
  photoBytes = site.photoBytes;
  expect(site.photoHadExif).toBe(true);
  expect(site.entry).toBeDefined();
  entry = site.entry!;
  server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT)], { cwd: copy.dir, stdio: 'ignore' });
  await expect.poll(() => isListening(PORT), { timeout: 10_000 }).toBe(true);
});

test.afterAll(() => {
  server?.kill();
  if (process.env.PHOTOS_KEEP_COPY) console.log(`photos: the copy is kept at ${copy?.dir}`);
  else copy?.remove();
});

/** Each page's byte counts still being read (request.sizes() answers after the request finished). */
const counted = new WeakMap<Page, Promise<void>[]>();

/** A fresh browser context (empty cache, no service worker) recording every image response's body size. */
async function open(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  const page = await context.newPage();
  const images = new Map<string, number>();
  const counting: Promise<void>[] = [];
  counted.set(page, counting);
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image') return;
    counting.push(
      request.sizes().then((sizes) => void images.set(new URL(request.url()).pathname, sizes.responseBodySize)),
    );
  });
  const total = () => [...images.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { context, page, images, total };
}

/** Until the page has settled (no resource arriving) and every finished request has been counted. */
async function settle(page: Page) {
  await settled(page);
  await Promise.all(counted.get(page) ?? []);
}

/** Scrolls to the end a screen at a time, so every lazy picture loads. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 60; step += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    // Lazy pictures start at the next rendering update: two frames, then on.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (done) break;
  }
  await settle(page);
}

const describeBytes = (images: Map<string, number>) =>
  [...images].map(([path, bytes]) => `${path} ${(bytes / KB).toFixed(1)} KB`).join('\n');

test('the test photo is what a phone uploads: 4000x3000, 5-6 MB, with EXIF', async () => {
  expect(entry).toMatchObject({ width: 4000, height: 3000 });
  expect(photoBytes).toBeGreaterThan(5 * KB * KB);
  expect(photoBytes).toBeLessThan(6 * KB * KB);
});

test('vehicle page at 412 px (DPR 2.625): at most 150 KB of images for the first screen, 600 KB in all', async ({
  browser,
}) => {
  const { context, page, images, total } = await open(browser, PHONE);
  await visit(page, `${BASE}/gielle-rental/${VEHICLE}`);
  await settle(page);
  const firstScreen = total();
  const photoVariant = [...images.keys()].find((path) => path.startsWith('/img/'));
  expect(photoVariant, describeBytes(images)).toMatch(/\.avif$/);
  console.log(`photos: vehicle page 412 px first screen ${(firstScreen / KB).toFixed(1)} KB\n${describeBytes(images)}`);
  expect(firstScreen, describeBytes(images)).toBeLessThanOrEqual(150 * KB);
  await scrollThrough(page);
  console.log(`photos: vehicle page 412 px in all ${(total() / KB).toFixed(1)} KB`);
  expect(total(), describeBytes(images)).toBeLessThanOrEqual(600 * KB);
  expect(images.has(PHOTO), 'the original is never loaded').toBe(false);
  await context.close();
});

test('vehicle page at 1366 px: at most 300 KB of images for the first screen', async ({ browser }) => {
  const { context, page, images, total } = await open(browser, LAPTOP);
  await visit(page, `${BASE}/gielle-rental/${VEHICLE}`);
  await settle(page);
  console.log(`photos: vehicle page 1366 px first screen ${(total() / KB).toFixed(1)} KB\n${describeBytes(images)}`);
  expect(total(), describeBytes(images)).toBeLessThanOrEqual(300 * KB);
  await context.close();
});

test('the vehicle’s fleet card on /gielle-rental at 412 px: at most 60 KB, and lazy', async ({ browser }) => {
  const { context, page, images } = await open(browser, PHONE);
  await visit(page, `${BASE}/gielle-rental`);
  const card = page.locator(`[data-vehicle-card]:has(a[href="/gielle-rental/${VEHICLE}"]) img`);
  await expect(card).toHaveAttribute('loading', 'lazy');
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await settle(page);
  const chosen = new URL(await card.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(chosen).toMatch(/^\/img\/.*\.avif$/);
  const bytes = images.get(chosen) ?? Infinity;
  console.log(`photos: fleet card 412 px ${chosen} ${(bytes / KB).toFixed(1)} KB`);
  expect(bytes).toBeLessThanOrEqual(60 * KB);
  await context.close();
});

test('the wizard’s thumbnail and the comparison’s picture are the photo’s small variants, never the original', async ({
  browser,
}) => {
  const widths = (srcset: string | null) =>
    (srcset ?? '').split(',').map((candidate) => Number(candidate.trim().split(/\s+/)[1]?.replace('w', '')));

  // The request wizard on /contatti: a 96 px thumbnail beside each vehicle's radio.
  const phone = await open(browser, PHONE);
  await visit(phone.page, `${BASE}/contatti#modulo`);
  await phone.page.getByRole('radio', { name: 'Noleggio mezzi' }).check();
  const thumb = phone.page.locator('#modulo picture').first();
  await expect(thumb).toBeAttached();
  expect(widths(await thumb.locator('source[type="image/avif"]').getAttribute('srcset'))).toEqual([360]);
  const thumbImg = thumb.locator('img');
  await thumbImg.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(new URL(await thumbImg.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toMatch(
    /^\/img\/.*-360\.avif$/,
  );
  expect(phone.images.has(PHOTO), 'the original is never loaded').toBe(false);
  await phone.context.close();

  // The comparison at 1366 px: a 192 px column, variants up to 640 px.
  const laptop = await open(browser, LAPTOP);
  const { id } = JSON.parse(readFileSync(`content/fleet/${VEHICLE}.json`, 'utf8')) as { id: number };
  await visit(laptop.page, `${BASE}/gielle-rental?confronto=${id},${id === 1 ? 2 : 1}`);
  const dialog = laptop.page.getByRole('dialog');
  const picture = dialog.locator('picture');
  await expect(picture).toHaveCount(1);
  expect(
    Math.max(...widths(await picture.locator('source[type="image/avif"]').getAttribute('srcset'))),
  ).toBeLessThanOrEqual(640);
  const img = picture.locator('img');
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  expect(new URL(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname).toMatch(
    /^\/img\/.*\.avif$/,
  );
  expect(laptop.images.has(PHOTO), 'the original is never loaded').toBe(false);
  await laptop.context.close();
});

test('markup: <picture> with AVIF and WebP sources, the true size, one preload of the AVIF srcset, lazy cards', async ({
  request,
}) => {
  // React writes some attributes in camelCase (srcSet, fetchPriority): HTML reads them in any case.
  const html = (await (await request.get(`${BASE}/gielle-rental/${VEHICLE}`)).text()).toLowerCase();
  const picture = /<picture>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
  expect(picture).toContain(`<source type="image/avif" srcset="${entry.avif}"`);
  expect(picture).toContain(`<source type="image/webp" srcset="${entry.webp}"`);
  const img = /<img\b[^>]*>/.exec(picture)?.[0] ?? '';
  expect(img).toContain('width="4000"');
  expect(img).toContain('height="3000"');
  expect(img).toContain(`srcset="${entry.fallback}"`);
  expect(img).toContain('fetchpriority="high"');
  expect(img).not.toContain('loading="lazy"');
  const preloads = [...html.matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)].map(([tag]) => tag);
  expect(preloads, 'one image preload, of the photo’s AVIF srcset').toHaveLength(1);
  expect(preloads[0]).toContain(`imagesrcset="${entry.avif}"`);
  expect(preloads[0]).toContain('imagesizes="');
  expect(preloads[0]).toContain('type="image/avif"');
  for (const preload of preloads) expect(preload).not.toContain(PHOTO);

  // The fleet page: every card picture lazy, this one as a <picture> too.
  const fleet = (await (await request.get(`${BASE}/gielle-rental`)).text()).toLowerCase();
  const cards = [...fleet.matchAll(/<li data-vehicle-card=""[^>]*>.*?<\/li>/gs)].map(([card]) => card);
  expect(cards.length).toBeGreaterThan(10);
  for (const card of cards) expect(/<img\b[^>]*>/.exec(card)?.[0]).toContain('loading="lazy"');
  expect(fleet).toContain(`<source type="image/avif" srcset="${entry.avif}"`);
  expect(fleet).not.toMatch(/<link rel="preload"[^>]*imagesrcset/);

  // The home page: the first slide's photo is preloaded the same way.
  const home = (await (await request.get(`${BASE}/`)).text()).toLowerCase();
  expect(home).toMatch(
    new RegExp(`<link rel="preload"[^>]*imagesrcset="${entry.avif.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
  );
});

test('no served file carries EXIF or GPS: every variant, the share crop and the original’s address', async ({
  request,
}) => {
  const urls = new Set<string>([PHOTO, entry.share, entry.original]);
  for (const srcset of [entry.avif, entry.webp, entry.fallback])
    for (const item of srcset.split(', ')) urls.add(item.split(' ')[0]!);
  for (const url of urls) {
    const response = await request.get(`${BASE}${url}`);
    expect(response.status(), url).toBe(200);
    const bytes = await response.body();
    expect(carriesExif(bytes), url).toBe(false);
  }
  // The original's address serves the bounded copy.
  const original = await (await request.get(`${BASE}${PHOTO}`)).body();
  expect(original.length).toBeLessThan(1.5 * KB * KB);
  expect(await sharp(original).metadata()).toMatchObject({ width: 2400, height: 1800 });
});

test('og:image of the vehicle and the service pages is the photo’s 1200x630 crop', async ({ request }) => {
  const share = await (await request.get(`${BASE}${entry.share}`)).body();
  expect(await sharp(share).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  for (const path of [`/gielle-rental/${VEHICLE}`, `/servizi/${SERVICE}`]) {
    const html = await (await request.get(`${BASE}${path}`)).text();
    const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const served = await (await request.get(`${BASE}${new URL(url).pathname}`)).body();
    expect(served.equals(share), path).toBe(true);
    expect(served.length).toBeLessThanOrEqual(100 * KB);
  }
});

test('the service worker precaches the photo’s smallest variant and the vehicle placeholder', async ({ request }) => {
  const worker = await (await request.get(`${BASE}/sw.js`)).text();
  expect(worker).toContain(`"${entry.smallest}"`);
  expect(worker).toContain('"/images/fleet/mezzo-non-disponibile.svg"');
  expect(worker).not.toContain(`"${PHOTO}"`);
});
