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
