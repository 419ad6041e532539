/**
 * Issue 61's figure: what a first visit moves over a 1.6 Mbps link in its first 10 seconds, with
 * and without Save-Data, and what the full precache adds. A timed browser run varies with the
 * machine; this is a model over the build's exact bytes (brotli, as hosts send them), so it is the
 * same everywhere and the build prints it after the precache's figures:
 *
 * - the page's own files come first, at the link's full rate (its CPU time is left out: it would
 *   only start the worker later);
 * - the worker registers WORKER_SETTLE_S after that and downloads sw.js, then its precache, again
 *   at the full rate (two at a time fill a link this slow);
 * - the precache's scripts and styles the page loaded come from the HTTP cache (immutable names);
 *   a page's HTML does not (the worker asks for /index.html, the visitor for /).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileSizes } from './precacheFigures';
import { precacheSelection } from '../lib/offline/precachePlan';
import { WORKER_SETTLE_MS } from '../lib/offline/workerRules';

/** 1.6 Mbps, DevTools' "Slow 4G" and the issue's shared link, in bytes a second. */
export const SLOW_LINK_BYTES_PER_SECOND = 200_000;
export const FIRST_VISIT_SECONDS = 10;
/** The page registers the worker this long after it goes idle (OfflineSupport). */
export const WORKER_SETTLE_S = WORKER_SETTLE_MS / 1000;

/** The addresses a page's HTML loads by itself: its scripts and its <link>s (styles, icons, manifest). */
export function loadedByPage(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const address = /\s(?:src|href)="(\/[^"/][^"]*)"/.exec(tag)?.[1];
    if (address) found.add(decodeURI(address.split(/[?#]/)[0] ?? address));
  }
  return [...found];
}

export interface FirstVisitTraffic {
  /** The page's own files. */
  page: number;
  /** All the worker would download (sw.js included), however long it takes. */
  worker: number;
  /** Of the worker's bytes, those inside the first FIRST_VISIT_SECONDS. */
  workerInWindow: number;
  /** Everything moved in the first FIRST_VISIT_SECONDS. */
  inWindow: number;
}

/** The link's timeline for a page of `page` bytes and a worker of `worker` bytes. */
export function firstVisitTraffic(page: number, worker: number): FirstVisitTraffic {
  const capacity = SLOW_LINK_BYTES_PER_SECOND * FIRST_VISIT_SECONDS;
  const workerStartsAt = page / SLOW_LINK_BYTES_PER_SECOND + WORKER_SETTLE_S;
  const workerInWindow = Math.min(
    worker,
    Math.max(0, (FIRST_VISIT_SECONDS - workerStartsAt) * SLOW_LINK_BYTES_PER_SECOND),
  );
  return { page, worker, workerInWindow, inWindow: Math.min(capacity, page) + workerInWindow };
}

async function brotliBytes(outDir: string, urls: Iterable<string>): Promise<number> {
  const sizes = await Promise.all([...urls].map(async (url) => (await fileSizes(outDir, url)).brotli));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** A first visit to `htmlFile` (e.g. /index.html) with the worker's full precache and with Save-Data's. */
export async function firstVisitFigures(
  outDir: string,
  htmlFile: string,
  listed: readonly string[],
  shell: readonly string[],
) {
  const loaded = loadedByPage(readFileSync(join(outDir, htmlFile), 'utf8'));
  const fromHttpCache = new Set(loaded.filter((url) => url.startsWith('/_next/static/')));
  const page =
    (await brotliBytes(outDir, [htmlFile])) +
    (await brotliBytes(
      outDir,
      loaded.filter((url) => existsSync(join(outDir, url))),
    ));
  const sw = await brotliBytes(outDir, ['/sw.js']);
  const download = async (urls: readonly string[]) =>
    sw +
    (await brotliBytes(
      outDir,
      urls.filter((url) => !fromHttpCache.has(url)),
    ));
  const select = (light: boolean) =>
    precacheSelection(listed, new Set(shell), { light, urls: [htmlFile, ...loaded] }, 'https://gielle.invalid');
  return {
    full: firstVisitTraffic(page, await download(select(false))),
    saveData: firstVisitTraffic(page, await download(select(true))),
  };
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** The build's line for one page. */
export function describeFirstVisit(
  route: string,
  { full, saveData }: Awaited<ReturnType<typeof firstVisitFigures>>,
): string {
  return (
    `first visit to ${route}, ${FIRST_VISIT_SECONDS} s on 1.6 Mbps: ${kb(full.inWindow)} (page ${kb(full.page)}, worker ${kb(full.workerInWindow)}); ` +
    `with Save-Data ${kb(saveData.inWindow)} (worker ${kb(saveData.worker)}); the full precache moves ${kb(full.worker)} in all`
  );
}
