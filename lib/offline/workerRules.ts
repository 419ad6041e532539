/** Shared by the worker, its build and the page that registers it. */
export const SERVICE_WORKER_URL = '/sw.js';
export const OFFLINE_PAGE_URL = '/offline.html';
export const SKIP_WAITING_MESSAGE = 'gielle:skip-waiting';

/** The editor (Decap CMS at /admin): never precached, never answered by the worker. */
export function isEditorPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
