import {
  LEAVING_MESSAGE,
  SETTLED_MESSAGE,
  VISIT_QUESTION,
  isLightConnection,
  type ConnectionHints,
  type VisitReport,
} from '@/lib/offline/precachePlan';

/** Whether this visit is on a light connection (Save-Data, 2g): the worker then keeps only what is opened. */
export function onLightConnection(nav: Navigator = navigator): boolean {
  return isLightConnection((nav as Navigator & { connection?: ConnectionHints }).connection);
}

/** This page's answer to the worker's VISIT_QUESTION: the connection, the page and the files it loaded. */
export function visitReport(win: Window = window): VisitReport {
  return {
    light: onLightConnection(win.navigator),
    urls: [win.location.href, ...win.performance.getEntriesByType('resource').map((entry) => entry.name)],
  };
}

/**
 * The page's side of the worker's install (lib/offline/precachePlan.ts, issue 61): it answers what
 * the worker asks of the visit, says when the page is left (the next page's requests go first) and
 * when a page has settled (the precache may go on). Loaded with the registration, after the page
 * has gone idle, so none of it is in a page's first load. Returns a function that stops listening.
 */
export function talkToWorker(
  container: ServiceWorkerContainer,
  registration: () => ServiceWorkerRegistration | undefined,
  win: Window = window,
): () => void {
  const answer = (event: MessageEvent) => {
    if (event.data === VISIT_QUESTION) event.ports[0]?.postMessage(visitReport(win));
  };
  const leaving = () => registration()?.installing?.postMessage(LEAVING_MESSAGE);
  container.addEventListener('message', answer);
  win.addEventListener('pagehide', leaving);
  return () => {
    container.removeEventListener('message', answer);
    win.removeEventListener('pagehide', leaving);
  };
}

/** This page has loaded and gone idle: a precache held for the page before it goes on. */
export function saySettled(registration: ServiceWorkerRegistration): void {
  registration.installing?.postMessage(SETTLED_MESSAGE);
}
