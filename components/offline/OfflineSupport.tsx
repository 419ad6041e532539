'use client';

import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CONSENT_SPACE_VAR } from '@/lib/consent';
import { media, tokens } from '@/components/theme/tokens';
import { SERVICE_WORKER_URL, SKIP_WAITING_MESSAGE, offlineRetired } from '@/lib/offline/workerRules';
import { hasPendingFlag } from '@/lib/offline/quoteFlag';

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
    // At 'load': registering when the page is idle instead made no difference the benchmark could
    // tell from its noise (issue 20).
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
    <Notice role="status">
      <span>Nuova versione disponibile</span>
      <button
        type="button"
        onClick={() => {
          updating.current = true;
          waiting.postMessage(SKIP_WAITING_MESSAGE);
        }}
      >
        Aggiorna
      </button>
    </Notice>
  );
}

// On a phone it keeps clear of the scroll-to-top button in the bottom right corner; wider, centred.
// Above the open cookie banner: its height comes from <body> (consentRoom).
const Notice = styled.div`
  position: fixed;
  z-index: 45;
  ${CONSENT_SPACE_VAR}: inherit;
  left: ${tokens.space.md};
  right: calc(${tokens.space.lg} + ${tokens.layout.floatingButton} + ${tokens.space.sm});
  bottom: calc(${tokens.space.lg} + var(${CONSENT_SPACE_VAR}, 0px));
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};

  ${media.md} {
    left: 50%;
    right: auto;
    transform: translateX(-50%);
  }
  padding: ${tokens.space.sm} ${tokens.space.sm} ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.navyDeep};
  color: ${tokens.color.onNavy};
  box-shadow: ${tokens.shadow.raised};

  button {
    min-height: 44px;
    padding: 0 ${tokens.space.md};
    border: 0;
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.gold};
    color: ${tokens.color.navyDeep};
    font-weight: 700;
    cursor: pointer;
  }
`;
