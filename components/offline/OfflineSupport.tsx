'use client';

import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { SKIP_WAITING_MESSAGE, WORKER_SETTLE_MS, offlineRetired } from '@/lib/offline/workerRules';
import { hasPendingFlag } from '@/lib/offline/quoteFlag';
import { whenPageIdle } from '@/lib/pageIdle';

// Needed only when a newer build is waiting: its code stays out of every page's first load.
const UpdateNotice = lazy(() => import('./UpdateNotice'));

/**
 * Registers the service worker once the page has settled (WORKER_SETTLE_MS after it first goes
 * idle; it then fetches the precache in the background), and says when a newer build is installed
 * and waiting. Pressing "Aggiorna" lets it take over and reloads; otherwise the visitor finishes
 * what they were doing on the old build. The wizard keeps its draft in sessionStorage, so the
 * reload loses nothing typed. It also marks <html data-interactive> once the page has hydrated.
 */
export function OfflineSupport() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const updating = useRef(false);

  useEffect(() => {
    // The root layout's last island: this runs after every other island's effects. Not a component
    // of its own, whose module every first load would pay for (docs/architecture.md).
    document.documentElement.dataset.interactive = '';
    // A quote request saved offline on an earlier visit: send it once a page has loaded and the
    // connection is there (the sending code is fetched then, so it need not be kept offline).
    const startSending = () =>
      void import('@/lib/offline/quotePending').then(
        ({ startQuoteFlusher }) => startQuoteFlusher(),
        () => undefined,
      );
    if (hasPendingFlag()) {
      if (navigator.onLine === false) window.addEventListener('online', startSending, { once: true });
      else startSending();
    }
    // The kill switch: this build's /sw.js retires the worker; registering would only reinstall it.
    if (offlineRetired() || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const unmounted = new AbortController();
    // The registration's code loads when it is needed, once the page has settled.
    const register = () =>
      import('./registerWorker').then(
        ({ registerWorker }) => registerWorker(container, setWaiting, unmounted.signal),
        () => undefined,
      );
    const onControllerChange = () => {
      if (updating.current) window.location.reload();
    };
    container.addEventListener('controllerchange', onControllerChange);
    let settleTimer = 0;
    const cancelIdle = whenPageIdle(() => {
      settleTimer = window.setTimeout(() => void register(), WORKER_SETTLE_MS);
    });
    return () => {
      unmounted.abort();
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
