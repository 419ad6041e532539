/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  buildPictures,
  contentRasterPictures,
  readManifest,
  replaceOriginals,
  SHARE_SIZE,
  widthsFor,
  WIDTHS,
} from './images';
import { carriesExif, makeTestPhoto } from './testPhoto';

// Photos small enough to encode quickly, made here: no photo is ever committed.
let root: string;
let cacheDir: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gielle-images-'));
  cacheDir = join(root, 'cache');
  mkdirSync(join(root, 'content/fleet'), { recursive: true });
  mkdirSync(join(root, 'public/images/fleet'), { recursive: true });
  mkdirSync(join(root, 'public/images/home'), { recursive: true });
  writeFileSync(
    join(root, 'content/fleet/mezzo.json'),
    JSON.stringify({
      image: '/images/fleet/foto.jpg',
      additionalImages: ['/images/fleet/disegno.svg', '/images/fleet/ruotata.jpeg'],
    }),
  );
  writeFileSync(
    join(root, 'content/home-slides.json'),
    JSON.stringify({ slides: [{ image: '/images/home/trasparente.png' }] }),
  );
  // A phone photo with camera and GPS EXIF.
  writeFileSync(
    join(root, 'public/images/fleet/foto.jpg'),
    await makeTestPhoto({ width: 1500, height: 1125, grain: 30 }),
  );
  // Stored sideways with orientation 6, as phones do: upright it is 300 wide, 400 high.
  writeFileSync(
    join(root, 'public/images/fleet/ruotata.jpeg'),
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c08020' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(
    join(root, 'public/images/fleet/disegno.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>',
  );
  writeFileSync(
    join(root, 'public/images/home/trasparente.png'),
    await sharp({ create: { width: 700, height: 400, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } })
      .png()
      .toBuffer(),
  );
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const publicFile = (src: string) => readFileSync(join(root, 'public', src));
const candidates = (srcset: string) => srcset.split(', ').map((item) => item.split(' ') as [string, string]);

test('finds every raster picture the content names, not the SVG drawings', () => {
  expect(contentRasterPictures(root)).toEqual([
    '/images/fleet/foto.jpg',
    '/images/fleet/ruotata.jpeg',
    '/images/home/trasparente.png',
  ]);
});

test('widths: the set up to the photo’s own width, or its own width when narrower than all', () => {
  expect(widthsFor(4000)).toEqual([...WIDTHS]);
  expect(widthsFor(1500)).toEqual([360, 640, 960, 1280]);
  expect(widthsFor(300)).toEqual([300]);
});

describe('a first run and a second', () => {
  let first: Awaited<ReturnType<typeof buildPictures>>;
  let second: Awaited<ReturnType<typeof buildPictures>>;
  beforeAll(async () => {
    first = await buildPictures({ root, cacheDir });
    second = await buildPictures({ root, cacheDir });
  }, 120_000);

  test('encodes each photo once; the second run takes every one from the cache, same files', () => {
    expect([first.encoded, first.cached]).toEqual([3, 0]);
    expect([second.encoded, second.cached]).toEqual([0, 3]);
    expect(second.manifest).toEqual(first.manifest);
    expect(second.files).toBe(first.files);
    expect(second.bytes).toBe(first.bytes);
  });

  test('the cache holds one whole folder per photo, none half-written or left by a process', () => {
    const folders = readdirSync(cacheDir).sort();
    expect(folders).toHaveLength(3);
    for (const folder of folders) expect(readdirSync(join(cacheDir, folder))).toContain('meta.json');
  });

  test('a folder an interrupted build left without meta.json is encoded again; two builds at once (two copies of the site, one cache) leave one whole folder', async () => {
    // The two small pictures only: what is tested is the cache's folders, and the phone photo's
    // encodings would take most of Jest's run for nothing more.
    const small = (dir: string) => {
      cpSync(join(root, 'public', 'images'), join(dir, 'public', 'images'), { recursive: true });
      mkdirSync(join(dir, 'content/fleet'), { recursive: true });
      writeFileSync(join(dir, 'content/fleet/mezzo.json'), JSON.stringify({ image: '/images/fleet/ruotata.jpeg' }));
      writeFileSync(
        join(dir, 'content/home-slides.json'),
        JSON.stringify({ slides: [{ image: '/images/home/trasparente.png' }] }),
      );
      return dir;
    };
    const site = small(join(root, 'small-site'));
    const shared = join(root, 'cache-shared');
    const once = await buildPictures({ root: site, cacheDir: shared });
    expect(once.encoded).toBe(2);
    const [stale] = readdirSync(shared);
    rmSync(join(shared, stale!, 'meta.json'));
    const otherCopy = small(mkdtempSync(join(tmpdir(), 'gielle-images-copy-')));
    const [again, concurrent] = await Promise.all([
      buildPictures({ root: site, cacheDir: shared }),
      buildPictures({ root: otherCopy, cacheDir: shared }),
    ]).finally(() => rmSync(otherCopy, { recursive: true, force: true }));
    expect(again.encoded + concurrent.encoded).toBeGreaterThanOrEqual(2);
    expect(again.manifest).toEqual(once.manifest);
    expect(concurrent.manifest).toEqual(once.manifest);
    // The same folders, whole, as the first run's cache holds for these two pictures.
    const folders = readdirSync(shared).sort();
    expect(folders).toHaveLength(2);
    for (const folder of folders)
      expect(readdirSync(join(shared, folder)).sort()).toEqual(readdirSync(join(cacheDir, folder)).sort());
  }, 120_000);

  test('the manifest on disk says what the run returned: true size, srcsets, share crop', () => {
    const manifest = readManifest(root);
    expect(manifest).toEqual(first.manifest);
    expect(Object.keys(manifest)).toEqual([
      '/images/fleet/foto.jpg',
      '/images/fleet/ruotata.jpeg',
      '/images/home/trasparente.png',
    ]);
    const photo = manifest['/images/fleet/foto.jpg']!;
    expect([photo.width, photo.height]).toEqual([1500, 1125]);
    expect(photo.fallbackType).toBe('image/jpeg');
    expect(candidates(photo.avif).map(([, w]) => w)).toEqual(['360w', '640w', '960w', '1280w']);
    expect(photo.src).toMatch(/^\/img\/foto-[0-9a-f]{10}-640\.jpg$/);
    expect(photo.smallest).toBe(candidates(photo.avif)[0]![0]);
    // Oriented upright; transparency keeps a PNG fallback.
    expect(manifest['/images/fleet/ruotata.jpeg']).toMatchObject({ width: 300, height: 400 });
    expect(manifest['/images/home/trasparente.png']).toMatchObject({
      width: 700,
      height: 400,
      fallbackType: 'image/png',
    });
  });

  test('each variant is in its format at its width, with the photo’s aspect ratio and no metadata', async () => {
    const photo = readManifest(root)['/images/fleet/foto.jpg']!;
    for (const [srcset, format] of [
      [photo.avif, 'heif'],
      [photo.webp, 'webp'],
      [photo.fallback, 'jpeg'],
    ] as const) {
      for (const [url, w] of candidates(srcset)) {
        const bytes = publicFile(url);
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(format);
        expect(`${meta.width}w`).toBe(w);
        expect(meta.height).toBe(Math.round(((meta.width ?? 0) * 1125) / 1500));
        expect(meta.exif).toBeUndefined();
        expect(carriesExif(bytes)).toBe(false);
      }
    }
    // The test photo did carry it.
    expect(carriesExif(publicFile('/images/fleet/foto.jpg'))).toBe(true);
    expect((await sharp(publicFile('/images/fleet/foto.jpg')).metadata()).exif).toBeDefined();
  });

  test('a 1200x630 share crop and a stripped original, both JPEG without EXIF', async () => {
    const photo = readManifest(root)['/images/fleet/foto.jpg']!;
    const share = publicFile(photo.share);
    expect(await sharp(share).metadata()).toMatchObject({ format: 'jpeg', ...SHARE_SIZE });
    expect(carriesExif(share)).toBe(false);
    const original = publicFile(photo.original);
    expect(await sharp(original).metadata()).toMatchObject({ format: 'jpeg', width: 1500, height: 1125 });
    expect(carriesExif(original)).toBe(false);
  });

  test('after the export, the originals in out/ are the stripped copies', () => {
    const out = join(root, 'out');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(join(out, 'images/fleet'), { recursive: true });
    mkdirSync(join(out, 'images/home'), { recursive: true });
    mkdirSync(join(out, 'img'), { recursive: true });
    for (const name of readdirSync(join(root, 'public/img')))
      writeFileSync(join(out, 'img', name), publicFile(`/img/${name}`));
    for (const src of ['/images/fleet/foto.jpg', '/images/fleet/ruotata.jpeg', '/images/home/trasparente.png'])
      writeFileSync(join(out, src), publicFile(src));
    const manifest = readManifest(root);
    expect(replaceOriginals(out, manifest)).toBe(3);
    const served = readFileSync(join(out, '/images/fleet/foto.jpg'));
    expect(carriesExif(served)).toBe(false);
    expect(served.equals(publicFile(manifest['/images/fleet/foto.jpg']!.original))).toBe(true);
  });
});

test('the EXIF check finds EXIF kept in each format, so its "false" above means something', async () => {
  const photo = publicFile('/images/fleet/foto.jpg');
  for (const format of ['jpeg', 'webp', 'avif'] as const) {
    const kept = await sharp(photo).resize({ width: 200 }).keepExif().toFormat(format).toBuffer();
    const stripped = await sharp(photo).resize({ width: 200 }).toFormat(format).toBuffer();
    expect([format, carriesExif(kept)]).toEqual([format, true]);
    expect([format, carriesExif(stripped)]).toEqual([format, false]);
  }
});
