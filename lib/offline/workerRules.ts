/** Shared by the worker, its build and the page that registers it. */
export const SERVICE_WORKER_URL = '/sw.js';
export const OFFLINE_PAGE_URL = '/offline.html';
export const SKIP_WAITING_MESSAGE = 'gielle:skip-waiting';

/**
 * The kill switch: a build with NEXT_PUBLIC_OFFLINE=off registers no worker and ships
 * lib/offline/retiringWorker.ts as /sw.js, which removes the worker from visitors who have it.
 */
export function offlineRetired(env: Record<string, string | undefined> = { NEXT_PUBLIC_OFFLINE: process.env.NEXT_PUBLIC_OFFLINE }): boolean {
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
