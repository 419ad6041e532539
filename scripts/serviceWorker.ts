/**
 * Post-build, last: writes out/sw.js, the service worker of lib/offline/worker.ts bundled with the
 * precache list of this build (issue 19, docs/offline.md).
 *
 * What is precached, and why only that (every visitor downloads it once per deploy):
 * - every public page's HTML and the RSC payload (<page>.txt) that client-side navigation fetches;
 * - the scripts under _next/static, pdf.js and its worker included (see PDFJS_WORKER), stylesheets
 *   and fonts;
 * - the icons and the web manifest;
 * - the site search's code and index (out/pagefind/, scripts/searchIndex.ts), so search works
 *   offline after the first visit;
 * - the PDFs (spec sheets, certificates) while together under 8 MB; past that, the worker keeps
 *   each one the first time it is opened.
 * - the fleet's and the services' pictures, each at its smallest (an SVG drawing as it is, a photo
 *   its narrowest AVIF), and the vehicle placeholder a failed picture falls back to (issue 41).
 * Never the editor (out/admin), the host files (_headers, _nginx/), robots.txt or the sitemap.
 *
 * Each entry carries its file's integrity (sha384), so the worker can keep a page the visitor opens
 * that it has not downloaded yet (Serwist stores a network answer only with it), knowing it is this
 * build's file. The shell (shellUrls) is what a light connection's install keeps (issue 61).
 *
 * With NEXT_PUBLIC_OFFLINE=off (the kill switch, docs/offline.md) it writes the retiring worker
 * instead: no precache, and it removes the site's worker from every visitor who has it.
 *
 * Usage: tsx scripts/serviceWorker.ts [--out out]
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { VEHICLE_PLACEHOLDER_IMAGE } from '../content/vehicleImageFallback';
import { offlineRetired } from '../lib/offline/workerRules';
import { readManifest } from './imageManifest';

export const PRECACHE_PATTERNS = [
  '**/*.html',
  '**/*.txt',
  '_next/static/**/*.{js,css,woff2}',
  '*.{svg,png,ico}',
  'manifest.webmanifest',
  'pagefind/**/*',
];
// Next writes per-segment payloads (__next.*.txt) for prefetching, which the site leaves off (its
// links fetch the page's own <page>.txt?_rsc=… on navigation): only the latter are precached.
/** Spec sheets and certificates are precached while together they stay under this (issue 19). */
export const DOCUMENTS_PRECACHE_LIMIT = 8 * 1024 * 1024;
const DOCUMENTS = 'documents/**/*.pdf';

export const PRECACHE_IGNORES = [
  '**/__next.*',
  '__next.*',
  'admin/**',
  '_nginx/**',
  '_headers',
  'robots.txt',
  'sitemap.xml',
  '_not-found*',
  '_not-found/**',
  'og/**',
  'og-image.png',
  'logo.png',
  'images/**',
];

/**
 * pdf.js's worker, beside its chunk under _next/static (issue 43): without them, the spec sheets on
 * the device could not be shown offline until one had been opened online. Together 0.47 MB brotli
 * (1.9 MB on the device), fetched once per pdf.js version: an unchanged URL is not downloaded again
 * by the next deploy's worker. Its standard fonts stay on demand: the site's PDFs never ask for them.
 */
const PDFJS_WORKER = 'pdfjs/pdf.worker.*.mjs';

/**
 * The fleet's and the services' pictures at their smallest, and the vehicle placeholder: URLs as
 * the site addresses them. Read from the content files themselves (content/fleet/, content/services/)
 * and the photos' manifest (scripts/images.ts).
 */
export function offlinePictures(root = process.cwd()): string[] {
  const manifest = readManifest(root);
  const sources = new Set<string>();
  for (const folder of ['content/fleet', 'content/services']) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      const data = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { image?: unknown; additionalImages?: unknown };
      for (const src of [data.image, ...(Array.isArray(data.additionalImages) ? data.additionalImages : [])]) {
        if (typeof src === 'string') sources.add(src);
      }
    }
  }
  const urls = [...sources].map((src) => manifest[src]?.smallest ?? src);
  return [...new Set([...urls, VEHICLE_PLACEHOLDER_IMAGE])];
}

/** Precache entries (url, revision: a hash of the file) of offlinePictures, with their bytes. */
export function offlinePictureEntries(outDir: string, root = process.cwd()) {
  const entries: { url: string; revision: string }[] = [];
  let bytes = 0;
  for (const url of offlinePictures(root)) {
    const file = join(outDir, url);
    if (!existsSync(file)) throw new Error(`service worker precache: ${url} is not in ${outDir}`);
    const content = readFileSync(file);
    bytes += content.length;
    entries.push({ url, revision: createHash('md5').update(content).digest('hex') });
  }
  return { entries, bytes };
}

/** The browser's integrity metadata of a file: what the worker checks each download against. */
export function integrityOf(content: Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/**
 * A page that only forwards (/giellerental): a host with redirects answers its address with the
 * page it forwards to (deploy/nginx.conf), so its bytes cannot be promised. With an integrity, the
 * install would fail on it, and so would a visit to it on a light connection.
 */
export function isForwardingPage(url: string, content: Buffer): boolean {
  return url.endsWith('.html') && /<meta http-equiv="refresh"/i.test(content.toString('utf8'));
}

/**
 * The offline page and the files it loads (scripts, stylesheets, fonts), the icons and the web
 * manifest: what a light connection's install keeps (Save-Data, 2g), so an unsaved page still gets
 * "Sei offline" with the phone number.
 */
export function shellUrls(outDir: string, listed: readonly string[]): string[] {
  const offline = readFileSync(join(outDir, 'offline.html'), 'utf8');
  const referenced = new Set(offline.match(/\/_next\/static\/[A-Za-z0-9_.~%-]+(?:\/[A-Za-z0-9_.~%-]+)*/g) ?? []);
  const own = (url: string) =>
    url === '/offline.html' ||
    url === '/offline.txt' ||
    url === '/manifest.webmanifest' ||
    /^\/[^/]+\.(?:svg|png|ico)$/.test(url);
  return listed.filter((url) => own(url) || referenced.has(url));
}

function pdfBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.pdf'))
    .reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
}

function bundleWorker(entry: string, outDir: string, define: Record<string, string>) {
  return import('esbuild').then((esbuild) =>
    esbuild.build({
      entryPoints: [join(__dirname, '..', 'lib', 'offline', entry)],
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2020',
      outfile: join(outDir, 'sw.js'),
      define: { 'process.env.NODE_ENV': '"production"', ...define },
      legalComments: 'none',
      logLevel: 'warning',
    }),
  );
}

export async function writeServiceWorker(outDir: string, { retire = offlineRetired() }: { retire?: boolean } = {}) {
  if (retire) {
    await bundleWorker('retiringWorker.ts', outDir, {});
    return {
      count: 0,
      bytes: 0,
      swBytes: readFileSync(join(outDir, 'sw.js')).length,
      documentsBytes: 0,
      documentsPrecached: false,
      pictures: { count: 0, bytes: 0 },
      retired: true,
      urls: [] as string[],
      shell: [] as string[],
    };
  }
  const { getManifest } = await import('@serwist/build');
  const documentsBytes = pdfBytes(join(outDir, 'documents'));
  const documentsPrecached = documentsBytes < DOCUMENTS_PRECACHE_LIMIT;
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: outDir,
    globPatterns: [...PRECACHE_PATTERNS, PDFJS_WORKER, ...(documentsPrecached ? [DOCUMENTS] : [])],
    globIgnores: PRECACHE_IGNORES,
    dontCacheBustURLsMatching: /^_next\/static\//,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  });
  if (warnings.length > 0) throw new Error(`service worker precache: ${warnings.join('; ')}`);
  const pictures = offlinePictureEntries(outDir);
  const entries = [
    ...(manifestEntries ?? []).map((entry) => ({ ...entry, url: `/${entry.url}` })),
    ...pictures.entries,
  ].map((entry) => {
    const content = readFileSync(join(outDir, decodeURIComponent(entry.url)));
    return isForwardingPage(entry.url, content) ? entry : { ...entry, integrity: integrityOf(content) };
  });
  const shell = shellUrls(
    outDir,
    entries.map((entry) => entry.url),
  );
  await bundleWorker('worker.ts', outDir, {
    'self.__SW_MANIFEST': JSON.stringify(entries),
    'self.__SW_SHELL': JSON.stringify(shell),
  });
  return {
    count: entries.length,
    bytes: entries.length === count + pictures.entries.length ? size + pictures.bytes : undefined,
    swBytes: readFileSync(join(outDir, 'sw.js')).length,
    documentsBytes,
    documentsPrecached,
    pictures: { count: pictures.entries.length, bytes: pictures.bytes },
    retired: false,
    urls: entries.map((entry) => entry.url),
    shell,
  };
}

/** One log line for the build. */
export function describeServiceWorker({
  count,
  swBytes,
  pictures,
  retired,
}: Awaited<ReturnType<typeof writeServiceWorker>>): string {
  return retired
    ? 'service worker: out/sw.js retires the worker (NEXT_PUBLIC_OFFLINE=off)'
    : `service worker: out/sw.js (${Math.round(swBytes / 1024)} KB) precaches ${count} files, ${pictures.count} of them pictures (${(pictures.bytes / 1024).toFixed(1)} KB)`;
}

if (require.main === module) {
  const index = process.argv.indexOf('--out');
  const outDir = index >= 0 && process.argv[index + 1] ? (process.argv[index + 1] as string) : 'out';
  writeServiceWorker(outDir).then(
    (result) => console.log(describeServiceWorker(result)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
