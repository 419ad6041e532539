/// <reference lib="webworker" />
/**
 * The kill switch (docs/offline.md): built instead of lib/offline/worker.ts when the site is
 * built with NEXT_PUBLIC_OFFLINE=off. Browsers look for a new /sw.js on every visit (it is sent
 * no-cache), so each visitor who has the site's worker installs this one at the next visit. It
 * takes over at once, deletes every cache the site's worker made and unregisters itself. It
 * answers no request: the open pages keep working from the network, and nothing reloads them.
 */
declare const self: ServiceWorkerGlobalScope;
export {};

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  );
});
