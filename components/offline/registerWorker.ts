import { SERVICE_WORKER_URL } from '@/lib/offline/workerRules';
import { saySettled, talkToWorker } from './workerConversation';

/**
 * Registers the site's service worker, or checks the registration there for a new one, and calls
 * `onWaiting` when a newer build is installed and waiting. Loaded by OfflineSupport once the page
 * has settled, so none of it is in a page's first load. Stops when `signal` aborts (the page's
 * island unmounts).
 */
export async function registerWorker(
  container: ServiceWorkerContainer,
  onWaiting: (worker: ServiceWorker) => void,
  signal: AbortSignal,
): Promise<void> {
  const existing = await container.getRegistration().catch(() => undefined);
  // In control, yet no registration left: the kill switch's worker has unregistered itself
  // and leaves with this page. Registering now would keep it, retired but never gone.
  if (signal.aborted || (container.controller && !existing)) return;
  // What the worker's install asks of the page (docs/offline.md "When the precache runs").
  let held = existing;
  signal.addEventListener(
    'abort',
    talkToWorker(container, () => held),
  );
  if (existing) saySettled(existing);
  // A registration already there is only checked for a new worker. register() would check
  // too, but when the kill switch's worker is unregistering it at that moment, register()
  // brings the registration back, with the retired worker in it for good; update() leaves
  // one being removed alone (it fails then, as it does offline: the page still follows the
  // registration it has).
  const registered = existing
    ? existing.update().then(
        () => existing,
        () => existing,
      )
    : container.register(SERVICE_WORKER_URL);
  await registered
    .then((registration) => {
      held = registration;
      // Only an update is news: on a first visit nothing was in control before.
      const check = () => {
        if (!signal.aborted && registration.waiting && container.controller) onWaiting(registration.waiting);
      };
      const follow = (worker: ServiceWorker | null) =>
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') check();
        });
      check();
      // The browser looks for a new worker on every navigation, so an update may already be
      // installing by the time the page registers.
      follow(registration.installing);
      registration.addEventListener('updatefound', () => follow(registration.installing));
    })
    .catch(() => undefined); // no worker (private mode, blocked): the site works as before
}
