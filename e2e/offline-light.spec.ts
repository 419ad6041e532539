import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { dismissCookieBanner, visit } from './helpers';
import { PRECACHE_CONCURRENCY } from '../lib/offline/precachePlan';

/**
 * Issue 61: the worker's precache out of the visitor's way. It starts only once the page is idle
 * after load, a few files at a time, and with Save-Data (Chromium's own override of
 * navigator.connection.saveData) it keeps only the shell and the pages opened; /offline says so.
 * e2e/offline.spec.ts keeps proving that a normal first visit leaves every page on the device.
 */
test.use({ serviceWorkers: 'allow' });

const SLOW_ANSWER_MS = 400;

/** The paths in the worker's caches. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) found.push(new URL(request.url).pathname);
    return found;
  });
}

/**
 * The worker's precache requests. A page's own request that the worker passes on to the network
 * is the worker's request too; those are told apart by the page having asked for the same address
 * first.
 */
function precacheRequests(context: BrowserContext) {
  const askedByPages = new Set<string>();
  const precache: Request[] = [];
  const isPrecache = (request: Request) =>
    Boolean(request.serviceWorker()) &&
    !askedByPages.has(request.url()) &&
    new URL(request.url()).pathname !== '/sw.js';
  context.on('request', (request) => {
    if (!request.serviceWorker()) askedByPages.add(request.url());
    else if (isPrecache(request)) precache.push(request);
  });
  return {
    isPrecache,
    paths: () => precache.map((request) => new URL(request.url()).pathname),
    /** When the first one left (the browser's clock, ms since the epoch). */
    firstStart: () => Math.min(...precache.map((request) => request.timing().startTime)),
  };
}

/**
 * Answers the precache through a route that counts how many of its requests are on the way. The
 * route sees a request after the worker sends it and answers before the worker has the body, so
 * its count is never above the worker's own. The first `slowAnswers` are answered late, as on a
 * weak link: a lane the worker did not wait for would show beside them. (A routed request ignores
 * setOffline, so only a test that stays online routes.)
 */
async function countOnTheWay(context: BrowserContext, isPrecache: (request: Request) => boolean, slowAnswers: number) {
  let answered = 0;
  let onTheWay = 0;
  let busiest = 0;
  await context.route('**/*', async (route) => {
    if (!isPrecache(route.request())) return route.fallback();
    onTheWay += 1;
    busiest = Math.max(busiest, onTheWay);
    try {
      if (answered < slowAnswers) await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      await route.fulfill({ response: await route.fetch() });
    } finally {
      answered += 1;
      onTheWay -= 1;
    }
  });
  return { busiest: () => busiest };
}

test('with Save-Data, the worker keeps the shell and the pages opened, and /offline says the others are not on the device', async ({
  page,
  context,
}) => {
  test.slow();
  await dismissCookieBanner(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const worker = precacheRequests(context);

  await visit(page, '/gielle-rental');
  expect(
    await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData),
  ).toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const kept = await cachedPaths(page);
  // The page open, with its data file and every script it loaded; the offline page.
  for (const path of ['/gielle-rental.html', '/gielle-rental.txt', '/offline.html']) expect(kept).toContain(path);
  const scripts = await page.evaluate(() =>
    [...document.scripts].filter((script) => script.src).map((script) => new URL(script.src).pathname),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(kept).toContain(script);
  // Nothing of the pages not opened, and the worker downloaded nothing it did not keep.
  for (const path of ['/chi-siamo.html', '/servizi.html', '/index.html', '/gielle-rental/carrello-diesel-5t.html'])
    expect(kept).not.toContain(path);
  expect(worker.paths().filter((path) => !kept.includes(path) && path !== '/sw.js')).toEqual([]);

  // A page opened under the worker is kept as it loads.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await visit(page, '/chi-siamo');
  await expect.poll(() => cachedPaths(page)).toContain('/chi-siamo.html');

  await context.setOffline(true);
  for (const path of ['/gielle-rental', '/chi-siamo']) {
    await visit(page, path);
    await expect(page.locator('h1'), path).toBeVisible();
    await expect(page.locator('h1'), path).not.toHaveText('Sei offline');
  }
  await visit(page, '/servizi');
  await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
  await expect(
    page.getByText(
      'Con il risparmio dati attivo o una connessione lenta, sul dispositivo restano solo le pagine che hai già aperto',
    ),
  ).toBeVisible();
});

test('without Save-Data, /offline does not speak of it', async ({ page }) => {
  await dismissCookieBanner(page);
  await visit(page, '/offline');
  await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagine disponibili senza connessione' })).toBeVisible();
  await expect(page.getByText('Con il risparmio dati attivo')).toHaveCount(0);
});

test(`the precache starts only once the page is idle after load, ${PRECACHE_CONCURRENCY} files at a time`, async ({
  page,
  context,
}) => {
  test.slow();
  await dismissCookieBanner(page);
  // When the page first went idle after load: the first idle callback run once the load is complete.
  await page.addInitScript(() => {
    const original = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      original((deadline) => {
        const marks = window as Window & { idleAfterLoadAt?: number };
        if (document.readyState === 'complete') marks.idleAfterLoadAt ??= performance.timeOrigin + performance.now();
        callback(deadline);
      }, options);
  });
  const worker = precacheRequests(context);
  const lanes = await countOnTheWay(context, worker.isPrecache, 8);
  await visit(page, '/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const { loadedAt, idleAt } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      loadedAt: performance.timeOrigin + (navigation?.loadEventEnd ?? Number.NaN),
      idleAt: (window as Window & { idleAfterLoadAt?: number }).idleAfterLoadAt ?? Number.NaN,
    };
  });
  expect(idleAt).toBeGreaterThanOrEqual(loadedAt);

  expect(worker.paths().length).toBeGreaterThan(100);
  expect(worker.firstStart()).toBeGreaterThan(idleAt);
  expect(lanes.busiest()).toBeLessThanOrEqual(PRECACHE_CONCURRENCY);
});
