/** Shared by the worker, its build and the page that registers it. */
export const SERVICE_WORKER_URL = '/sw.js';
export const OFFLINE_PAGE_URL = '/offline.html';
export const SKIP_WAITING_MESSAGE = 'gielle:skip-waiting';

/**
 * How long the service worker waits, after the page has first gone idle, before it registers and
 * downloads its precache (2.3 MB brotli, 10 MB written to the device). At `load` the install ran
 * beside hydration and the hero's carousel start, and on two cores it stretched them: Lighthouse,
 * 7 runs each, median TBT on `/` 178 ms at `load` against 134 ms with this wait (dd0751c, with no
 * worker at all, 196 ms). A visitor who leaves sooner gets the precache on the next visit.
 */
export const WORKER_SETTLE_MS = 3000;

/**
 * The kill switch: a build with NEXT_PUBLIC_OFFLINE=off registers no worker and ships
 * lib/offline/retiringWorker.ts as /sw.js, which removes the worker from visitors who have it.
 */
export function offlineRetired(
  env: Record<string, string | undefined> = { NEXT_PUBLIC_OFFLINE: process.env.NEXT_PUBLIC_OFFLINE },
): boolean {
  return env.NEXT_PUBLIC_OFFLINE === 'off';
}

/** The editor (Decap CMS at /admin): never precached, never answered by the worker. */
export function isEditorPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Other spellings of a saved page's address, which hosts serve as that page (issue 43):
 * /chi-siamo/, /chi-siamo/index.html, /chi-siamo? and /? are /chi-siamo.html and /index.html in
 * the precache. Serwist tries the address as it is, without the query's parameters, with
 * index.html after a slash and with .html after it (cleanURLs), then these: a bare "?" (no
 * parameter to remove) and a trailing slash matched none of those before.
 */
export function addressSpellings(url: URL): URL[] {
  const plain = new URL(url.href);
  plain.hash = '';
  plain.search = '';
  const path = plain.pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  const page = new URL(plain.href);
  page.pathname = path === '' ? '/index.html' : `${path}.html`;
  return path === plain.pathname ? [plain, page] : [page];
}
