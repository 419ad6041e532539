'use client';

import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { SERVICE_WORKER_URL, SKIP_WAITING_MESSAGE, offlineRetired } from '@/lib/offline/workerRules';
import { hasPendingFlag } from '@/lib/offline/quoteFlag';
import { whenPageIdle } from '@/lib/pageIdle';

// Needed only when a newer build is waiting: its code stays out of every page's first load.
const UpdateNotice = lazy(() => import('./UpdateNotice'));

/**
 * How long the service worker waits, after the page has first gone idle, before it registers and
 * downloads its precache (2.3 MB brotli, 10 MB written to the device). At `load` the install ran
 * beside hydration and the hero's carousel start, and on two cores it stretched them: Lighthouse,
 * 7 runs each, median TBT on `/` 178 ms at `load` against 134 ms with this wait (dd0751c, with no
 * worker at all, 196 ms). A visitor who leaves sooner gets the precache on the next visit.
 */
const WORKER_SETTLE_MS = 3000;

/**
 * Registers the service worker once the page has settled (WORKER_SETTLE_MS after it first goes
 * idle; it then fetches the precache in the background), and says when a newer build is installed
 * and waiting. Pressing "Aggiorna" lets it take over and reloads; otherwise the visitor finishes
 * what they were doing on the old build. The wizard keeps its draft in sessionStorage, so the
 * reload loses nothing typed.
 */
export function OfflineSupport() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const updating = useRef(false);

  useEffect(() => {
    // A quote request saved offline on an earlier visit: send it once a page has loaded and the
    // connection is there (the sending code is fetched then, so it need not be kept offline).
    const startSending = () => void import('@/lib/offline/quotePending').then(({ startQuoteFlusher }) => startQuoteFlusher(), () => undefined);
    if (hasPendingFlag()) {
      if (navigator.onLine === false) window.addEventListener('online', startSending, { once: true });
      else startSending();
    }
    // The kill switch: this build's /sw.js retires the worker; registering would only reinstall it.
    if (offlineRetired() || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    let cancelled = false;
    let stopTalking = () => {};
    const register = async () => {
      const existing = await container.getRegistration().catch(() => undefined);
      // In control, yet no registration left: the kill switch's worker has unregistered itself
      // and leaves with this page. Registering now would keep it, retired but never gone.
      if (container.controller && !existing) return;
      // What the worker's install asks of the page (docs/offline.md "When the precache runs").
      const conversation = await import('./workerConversation').catch(() => undefined);
      let held = existing;
      if (cancelled) return;
      stopTalking = conversation?.talkToWorker(container, () => held) ?? stopTalking;
      if (existing) conversation?.saySettled(existing);
      // A registration already there is only checked for a new worker. register() would check
      // too, but when the kill switch's worker is unregistering it at that moment, register()
      // brings the registration back, with the retired worker in it for good; update() leaves
      // one being removed alone (it fails then, as it does offline: the page still follows the
      // registration it has).
      const registered = existing ? existing.update().then(() => existing, () => existing) : container.register(SERVICE_WORKER_URL);
      await registered
        .then((registration) => {
          held = registration;
          // Only an update is news: on a first visit nothing was in control before.
          const check = () => {
            if (!cancelled && registration.waiting && container.controller) setWaiting(registration.waiting);
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
    };
    const onControllerChange = () => {
      if (updating.current) window.location.reload();
    };
    container.addEventListener('controllerchange', onControllerChange);
    let settleTimer = 0;
    const cancelIdle = whenPageIdle(() => {
      settleTimer = window.setTimeout(() => void register(), WORKER_SETTLE_MS);
    });
    return () => {
      cancelled = true;
      stopTalking();
      cancelIdle();
      window.clearTimeout(settleTimer);
      container.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);

  if (!waiting) return null;

  return (
    <Suspense fallback={null}>
      <UpdateNotice
        onUpdate={() => {
          updating.current = true;
          waiting.postMessage(SKIP_WAITING_MESSAGE);
        }}
      />
    </Suspense>
  );
}
