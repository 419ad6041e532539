/// <reference lib="webworker" />
/**
 * The site's service worker (issue 19), bundled by scripts/serviceWorker.ts into out/sw.js with the
 * precache list of that one build. Pages and their RSC payloads come only from that list, so a
 * page is never made of two builds' files; a new build installs beside the old one and takes over
 * when the visitor presses "Aggiorna" (the SKIP_WAITING message), not in the middle of a visit.
 * Nothing under /admin (the editor) is cached or answered here.
 */
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkOnly,
  PrecacheFallbackPlugin,
  RangeRequestsPlugin,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type PrecacheFallbackEntry,
} from 'serwist';
import { OFFLINE_PAGE_URL, SKIP_WAITING_MESSAGE, addressSpellings, isEditorPath } from './workerRules';
import {
  LEAVING_MESSAGE,
  PRECACHE_CONCURRENCY,
  SETTLED_MESSAGE,
  VISIT_QUESTION,
  VisitorActivity,
  inTurns,
  isLightConnection,
  precacheSelection,
  type ConnectionHints,
  type VisitReport,
} from './precachePlan';

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[];
  /** The offline page and the files it needs (scripts/serviceWorker.ts): kept on any connection. */
  __SW_SHELL: string[];
  navigator: WorkerNavigator & { connection?: ConnectionHints };
};

/** A page the device does not have, opened with no signal: the offline page. */
const offlineFallback: PrecacheFallbackEntry[] = [
  { url: OFFLINE_PAGE_URL, matcher: ({ request }) => request.destination === 'document' },
];

/** How long the install waits for an open page to answer VISIT_QUESTION. */
const VISIT_ANSWER_MS = 2000;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
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
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.destination === 'image' && !isEditorPath(url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: 'gielle-images',
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60 }),
        ],
      }),
    },
    {
      // Scripts loaded on demand (the PDF viewer, pdf.js's worker): versioned by their names, so
      // kept as they are the first time they are used, and there the next time offline.
      matcher: ({ url, sameOrigin }) =>
        sameOrigin && (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/pdfjs/')),
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
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new RangeRequestsPlugin(),
          new ExpirationPlugin({ maxEntries: 80 }),
        ],
      }),
    },
    // A page not in the precache (not a page of this build): the network, or the offline page.
    // The editor's requests match no route at all, so the browser alone handles them.
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && !isEditorPath(url.pathname),
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: { entries: offlineFallback },
});
// Serwist gives the fallback to the runtime routes only. On a light connection a page of this
// build may not be on the device yet (precacheSelection), so its precache route needs it too.
serwist.precacheStrategy.plugins.push(new PrecacheFallbackPlugin({ fallbackUrls: offlineFallback, serwist }));

const visitor = new VisitorActivity();

/** What an open page says of its visit; undefined if it does not answer in time (not yet settled). */
function askVisit(client: Client): Promise<VisitReport | undefined> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), VISIT_ANSWER_MS);
    channel.port1.onmessage = (event: MessageEvent<VisitReport>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    client.postMessage(VISIT_QUESTION, [channel.port2]);
  });
}

/** The open pages' visit, put together: light if any page or this worker's own connection says so. */
async function currentVisit(): Promise<VisitReport> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const answers = (await Promise.all(windows.map(askVisit))).filter(
    (answer): answer is VisitReport => answer !== undefined,
  );
  return {
    light: isLightConnection(self.navigator.connection) || answers.some((answer) => answer.light),
    urls: [...windows.map((client) => client.url), ...answers.flatMap((answer) => answer.urls)],
  };
}

/** The paths the precache already holds, from any build's worker: an item page once opened stays. */
async function heldPaths(): Promise<Set<string>> {
  const cache = await caches.open(serwist.precacheStrategy.cacheName);
  return new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
}

/**
 * Serwist's install, a few files at a time, each after the visitor's own requests (issue 61), and on
 * a light connection only the shell and the pages open; never a news item's or a position's page the
 * device does not hold yet (isKeptWhenOpened). A page not downloaded now is kept when the
 * visitor opens it: its list entry carries the file's integrity, so Serwist stores the network's
 * answer, which can only be this build's file.
 */
async function precache(event: ExtendableEvent): Promise<void> {
  const keys = serwist.getUrlsToPrecacheKeys();
  const paths = new Map([...keys.keys()].map((url) => [new URL(url).pathname, url]));
  const visit = await currentVisit();
  const held = await heldPaths();
  const wanted = precacheSelection([...paths.keys()], new Set(self.__SW_SHELL), visit, self.location.origin, held);
  await inTurns(PRECACHE_CONCURRENCY, wanted, async (path) => {
    const url = paths.get(path) as string;
    const cacheKey = keys.get(url) as string;
    await visitor.quiet();
    const request = new Request(url, {
      integrity: serwist.getIntegrityForPrecacheKey(cacheKey),
      credentials: 'same-origin',
      priority: 'low',
    });
    await Promise.all(serwist.precacheStrategy.handleAll({ event, request, url: new URL(url), params: { cacheKey } }));
  });
}

self.addEventListener('install', (event) => event.waitUntil(precache(event)));
self.addEventListener('activate', serwist.handleActivate);
self.addEventListener('fetch', (event) => {
  const answer = serwist.handleRequest({ request: event.request, event });
  if (!answer) return;
  visitor.requestStarted();
  event.respondWith(answer.finally(() => visitor.requestEnded()));
});
self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  else if (event.data === LEAVING_MESSAGE) visitor.leaving();
  else if (event.data === SETTLED_MESSAGE) visitor.settled();
  else serwist.handleCache(event);
});
