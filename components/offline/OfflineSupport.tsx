'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SERVICE_WORKER_URL, SKIP_WAITING_MESSAGE, offlineRetired } from '@/lib/offline/workerRules';
import { hasPendingFlag } from '@/lib/offline/quoteFlag';

/** Loaded when a newer build is waiting, a rare moment: its script and styles stay out of every first load. */
const UpdateNotice = lazy(() => import('./UpdateNotice'));

/**
 * Registers the service worker once the page has loaded (it then fetches the precache in the
 * background), and says when a newer build is installed and waiting. Pressing "Aggiorna" lets it
 * take over and reloads; otherwise the visitor finishes what they were doing on the old build.
 * The wizard keeps its draft in sessionStorage, so the reload loses nothing typed.
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
    const register = () => {
      container
        .register(SERVICE_WORKER_URL)
        .then((registration) => {
          // Only an update is news: on a first visit nothing was in control before.
          const check = () => {
            if (!cancelled && registration.waiting && container.controller) setWaiting(registration.waiting);
          };
          check();
          registration.addEventListener('updatefound', () => {
            const installing = registration.installing;
            installing?.addEventListener('statechange', () => {
              if (installing.state === 'installed') check();
            });
          });
        })
        .catch(() => undefined); // no worker (private mode, blocked): the site works as before
    };
    const onControllerChange = () => {
      if (updating.current) window.location.reload();
    };
    container.addEventListener('controllerchange', onControllerChange);
    // At 'load', not later when the page is idle (tried for issue 20): a register() that comes
    // after the kill switch's worker has unregistered itself brings its registration back.
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', register);
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
