/// <reference lib="webworker" />
/**
 * The site's service worker (issue 19), bundled by scripts/serviceWorker.ts into out/sw.js with the
 * precache list of that one build. Pages and their RSC payloads come only from that list, so a
 * page is never made of two builds' files; a new build installs beside the old one and takes over
 * when the visitor presses "Aggiorna" (the SKIP_WAITING message), not in the middle of a visit.
 * Nothing under /admin (the editor) is cached or answered here.
 */
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkOnly, RangeRequestsPlugin, Serwist, StaleWhileRevalidate, type PrecacheEntry } from 'serwist';
import { OFFLINE_PAGE_URL, SKIP_WAITING_MESSAGE, addressSpellings, isEditorPath } from './workerRules';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    concurrency: 6,
    // /contatti is contatti.html, / is index.html; client navigation asks for page.txt?_rsc=…
    cleanURLs: true,
    directoryIndex: 'index.html',
    // Pages are static: a query (?categoria=…, ?_rsc=…) is read by scripts, never by the file.
    ignoreURLParametersMatching: [/.*/],
    // /chi-siamo/, /chi-siamo?, …/index.html: what hosts serve as the page, the device does too.
    urlManipulation: ({ url }) => addressSpellings(url),
  },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.destination === 'image' && !isEditorPath(url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: 'gielle-images',
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
    {
      // Scripts loaded on demand (the PDF viewer, pdf.js's worker): versioned by their names, so
      // kept as they are the first time they are used, and there the next time offline.
      matcher: ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/pdfjs/')),
      handler: new CacheFirst({
        cacheName: 'gielle-code',
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60 })],
      }),
    },
    {
      // Spec sheets and certificates past the precache's limit: kept once opened; pdf.js asks for byte ranges of them.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.pdf') && !isEditorPath(url.pathname),
      handler: new CacheFirst({
        cacheName: 'gielle-documents',
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new RangeRequestsPlugin(), new ExpirationPlugin({ maxEntries: 80 })],
      }),
    },
    // A page not in the precache (not a page of this build): the network, or the offline page.
    // The editor's requests match no route at all, so the browser alone handles them.
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && !isEditorPath(url.pathname),
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE_URL, matcher: ({ request }) => request.destination === 'document' }] },
});

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

serwist.addEventListeners();
