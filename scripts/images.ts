/**
 * Photos served light (issue 41). Every raster picture the content points to (/images/….jpg,
 * .png, .webp, .avif in content/*.json and its folders) becomes, at build time:
 *
 * - AVIF and WebP at the widths the layout shows (WIDTHS, no wider than the photo itself),
 * - a JPEG at the same widths (PNG when the photo has transparency), for browsers without either,
 * - a 1200x630 JPEG for sharing (og:image of a vehicle or service page),
 * - a copy of the original at most ORIGINAL_MAX px wide, which scripts/postbuild.ts puts in the
 *   original's place in out/ (the lightbox link, and anything that names the file itself),
 *
 * all turned upright (EXIF orientation) and with every metadata stripped (EXIF, GPS, XMP, IPTC:
 * sharp keeps none unless asked). Written to public/img/ (not in git), named by the photo's content
 * hash, with the manifest content/generated/pictures.json (src → size and srcsets) that server
 * components read (lib/images/pictures.ts). SVG drawings are left as they are.
 *
 * Cache: node_modules/.cache/gielle-images/<hash>/, one folder per photo and recipe; a photo seen
 * before is copied, not encoded again.
 *
 * Usage: tsx scripts/images.ts
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import { MANIFEST_PATH, type PictureManifest } from './imageManifest';

export {
  MANIFEST_PATH,
  readManifest,
  replaceOriginals,
  type PictureEntry,
  type PictureManifest,
} from './imageManifest';

/** Widths written, in px: see docs/photos.md, "Widths, and why", for the measured boxes they serve. */
export const WIDTHS = [360, 640, 960, 1280, 1600, 1920] as const;
/** The width of the fallback the img names as src (browsers without srcset). */
export const SRC_WIDTH = 800;
export const SHARE_SIZE = { width: 1200, height: 630 } as const;
export const ORIGINAL_MAX = 2400;

/** Encoder settings; part of the cache key (hashOf). */
export const RECIPE = {
  version: 1,
  widths: WIDTHS,
  avif: { quality: 50, effort: 4 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 74, mozjpeg: true },
  png: { compressionLevel: 9, palette: false },
  share: { quality: 74, mozjpeg: true },
  original: { max: ORIGINAL_MAX, quality: 82 },
} as const;

export const PUBLIC_DIR = 'public';
export const OUTPUT_FOLDER = 'img';
export const CACHE_DIR = 'node_modules/.cache/gielle-images';

const RASTER = /\/images\/[^\s"'?#]+\.(?:png|jpe?g|webp|avif)/gi;

/** Every raster picture the content files name (src as the site addresses it), sorted. */
export function contentRasterPictures(root: string): string[] {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'generated' || name === 'schema' || name === 'legal') continue;
      if (statSync(path).isDirectory()) visit(path);
      else if (name.endsWith('.json'))
        for (const match of readFileSync(path, 'utf8').matchAll(RASTER)) found.add(match[0]);
    }
  };
  visit(join(root, 'content'));
  return [...found].sort();
}

interface CachedPicture {
  width: number;
  height: number;
  fallbackExt: 'jpg' | 'png';
  originalExt: string;
  widths: number[];
}

/**
 * The cache key: the photo, and everything that decides its encoding (the settings, the share
 * crop, the encoding code itself, sharp's and libvips' versions), so a cache shared across runs
 * and copies of the tree never serves what older code made.
 */
const hashOf = (bytes: Buffer, ext: string) =>
  createHash('sha256')
    .update(JSON.stringify({ RECIPE, SHARE_SIZE, encode: encode.toString(), versions: sharp.versions }))
    .update(ext)
    .update(bytes)
    .digest('hex')
    .slice(0, 16);

/** jpg for .jpeg and .jpg alike. */
const extOf = (src: string) => extname(src).slice(1).toLowerCase().replace('jpeg', 'jpg');

/** The widths written for a photo this wide: WIDTHS up to its own width, and its own width when narrower than all. */
export function widthsFor(width: number): number[] {
  const fitting = WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

/**
 * Encodes one photo into its cache folder: every variant and meta.json into a folder of this
 * process's own, then renamed into place, so a build reading the cache meanwhile (the tests' copies
 * share it) sees the folder whole or not at all.
 */
async function encode(bytes: Buffer, target: string, originalExt: string): Promise<CachedPicture> {
  mkdirSync(dirname(target), { recursive: true });
  const folder = mkdtempSync(`${target}.partial-`);
  const upright = () => sharp(bytes, { failOn: 'none' }).autoOrient();
  const { data: probe, info } = await upright().toBuffer({ resolveWithObject: true });
  const { isOpaque } = await sharp(probe).stats();
  const fallbackExt = isOpaque ? 'jpg' : 'png';
  const widths = widthsFor(info.width);
  for (const width of widths) {
    const resized = () => upright().resize({ width, withoutEnlargement: true });
    await resized()
      .avif(RECIPE.avif)
      .toFile(join(folder, `${width}.avif`));
    await resized()
      .webp(RECIPE.webp)
      .toFile(join(folder, `${width}.webp`));
    if (fallbackExt === 'jpg')
      await resized()
        .flatten({ background: '#ffffff' })
        .jpeg(RECIPE.jpeg)
        .toFile(join(folder, `${width}.jpg`));
    else
      await resized()
        .png(RECIPE.png)
        .toFile(join(folder, `${width}.png`));
  }
  await upright()
    .resize({ ...SHARE_SIZE, fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg(RECIPE.share)
    .toFile(join(folder, 'share.jpg'));
  // The original's own format, so its name in out/ stays true.
  const original = upright().resize({
    width: RECIPE.original.max,
    height: RECIPE.original.max,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const q = RECIPE.original.quality;
  const formatted =
    originalExt === 'png'
      ? original.png(RECIPE.png)
      : originalExt === 'webp'
        ? original.webp({ quality: q })
        : originalExt === 'avif'
          ? original.avif({ quality: RECIPE.avif.quality + 10 })
          : original.flatten({ background: '#ffffff' }).jpeg({ quality: q, mozjpeg: true });
  await formatted.toFile(join(folder, `original.${originalExt}`));
  const meta: CachedPicture = { width: info.width, height: info.height, fallbackExt, originalExt, widths };
  writeFileSync(join(folder, 'meta.json'), JSON.stringify(meta));
  // A folder there without meta.json is one an older build left half-written.
  if (!existsSync(join(target, 'meta.json'))) rmSync(target, { recursive: true, force: true });
  try {
    renameSync(folder, target);
  } catch {
    // Another build wrote the same photo first: its folder holds the same bytes.
    rmSync(folder, { recursive: true, force: true });
  }
  return meta;
}

export interface BuildOptions {
  root: string;
  /** Pictures to process (as the site addresses them); defaults to contentRasterPictures(root). */
  sources?: string[];
  cacheDir?: string;
  log?: (line: string) => void;
}

export interface BuildResult {
  manifest: PictureManifest;
  encoded: number;
  cached: number;
  files: number;
  bytes: number;
}

/** Writes public/img/ and the manifest for every raster picture; returns what it did. */
export async function buildPictures({
  root,
  sources,
  cacheDir = join(root, CACHE_DIR),
  log = () => {},
}: BuildOptions): Promise<BuildResult> {
  const list = sources ?? contentRasterPictures(root);
  const outDir = join(root, PUBLIC_DIR, OUTPUT_FOLDER);
  rmSync(outDir, { recursive: true, force: true });
  const manifest: PictureManifest = {};
  let encoded = 0;
  let cached = 0;
  let files = 0;
  let bytes = 0;
  for (const src of list) {
    const file = join(root, PUBLIC_DIR, src);
    if (!existsSync(file)) throw new Error(`images: ${src} is named by the content but is not in public/`);
    const input = readFileSync(file);
    const ext = extOf(src);
    const hash = hashOf(input, ext);
    const folder = join(cacheDir, hash);
    let meta: CachedPicture;
    if (existsSync(join(folder, 'meta.json'))) {
      meta = JSON.parse(readFileSync(join(folder, 'meta.json'), 'utf8')) as CachedPicture;
      cached += 1;
    } else {
      const started = Date.now();
      meta = await encode(input, folder, ext);
      encoded += 1;
      log(`images: ${src} ${meta.width}x${meta.height} encoded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const stem = `${basename(src, extname(src))
      .replace(/[^a-z0-9-]+/gi, '-')
      .toLowerCase()}-${hash.slice(0, 10)}`;
    const publish = (cacheName: string, name: string) => {
      const target = join(outDir, name);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(folder, cacheName), target);
      files += 1;
      bytes += statSync(target).size;
      return `/${OUTPUT_FOLDER}/${name}`;
    };
    const srcset = (ext: string) =>
      meta.widths.map((w) => `${publish(`${w}.${ext}`, `${stem}-${w}.${ext}`)} ${w}w`).join(', ');
    const avif = srcset('avif');
    const webp = srcset('webp');
    const fallback = srcset(meta.fallbackExt);
    const srcWidth = [...meta.widths].reverse().find((w) => w <= SRC_WIDTH) ?? meta.widths[0];
    manifest[src] = {
      width: meta.width,
      height: meta.height,
      avif,
      webp,
      fallback,
      fallbackType: meta.fallbackExt === 'jpg' ? 'image/jpeg' : 'image/png',
      src: `/${OUTPUT_FOLDER}/${stem}-${srcWidth}.${meta.fallbackExt}`,
      share: publish('share.jpg', `${stem}-share.jpg`),
      original: publish(`original.${meta.originalExt}`, `${stem}-original.${meta.originalExt}`),
      smallest: `/${OUTPUT_FOLDER}/${stem}-${meta.widths[0]}.avif`,
    };
  }
  const manifestFile = join(root, MANIFEST_PATH);
  mkdirSync(dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, encoded, cached, files, bytes };
}

/** The site's pictures, for the build: prebuild step 2 (scripts/prebuild.ts). */
export async function writeSitePictures() {
  const started = Date.now();
  const result = await buildPictures({ root: process.cwd(), log: console.log });
  const count = Object.keys(result.manifest).length;
  console.log(
    `images: ${count} photo${count === 1 ? '' : 's'} (${result.encoded} encoded, ${result.cached} from cache), ${result.files} files, ${(result.bytes / 1024).toFixed(0)} KB in public/${OUTPUT_FOLDER} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (require.main === module) {
  writeSitePictures().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
