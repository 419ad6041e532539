import { expect, type Browser, type Page, type Response } from '@playwright/test';
import { COMPILE_HINT } from '../scripts/compileHints';

/**
 * Checks the crawl (e2e/pages.spec.ts) runs on every exported page, and the main-thread spec on
 * a few: each reads the page as it is, so one load serves them all.
 */

/** The lazy pictures that a visitor sees without scrolling: drawn, and crossing the viewport. */
function lazyInFirstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const { innerWidth: width, innerHeight: height } = window;
    return Array.from(document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')).flatMap((img) => {
      const box = img.getBoundingClientRect();
      const drawn = box.width > 0 && box.height > 0 && getComputedStyle(img).visibility !== 'hidden';
      const crosses = box.bottom > 0 && box.top < height && box.right > 0 && box.left < width;
      return drawn && crosses ? [`${img.getAttribute('src')} at ${Math.round(box.left)},${Math.round(box.top)}`] : [];
    });
  });
}

/** The element the browser reports as the largest contentful paint, described, with its loading attribute. */
function largestPaint(page: Page): Promise<{ element: string; loading: string | null } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          const element = entries.at(-1)?.element;
          resolve(
            element
              ? {
                  element: `${element.tagName.toLowerCase()} ${element.getAttribute('src') ?? ''}`.trim(),
                  loading: element.getAttribute('loading'),
                }
              : null,
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** What the first screen shows waits for no lazy loading: no lazy picture in view, the largest paint not lazy. */
export async function expectFirstScreenEager(page: Page): Promise<void> {
  expect(await lazyInFirstScreen(page), 'lazy pictures in the first screen').toEqual([]);
  const largest = await largestPaint(page);
  expect(largest, 'a largest contentful paint was reported').not.toBeNull();
  expect(largest?.loading, `largest paint: ${largest?.element}`).not.toBe('lazy');
}

/** The first heading in document order (what a reader or a crawler meets first), as "tag: text". */
export function firstHeading(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const heading = document.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
    return heading ? `${heading.tagName.toLowerCase()}: ${heading.textContent?.trim()}` : null;
  });
}

/**
 * Resolves once the page has settled: no resource finished between two idle periods. React's
 * scheduler leaves no idle period while it still has hydration or effects to run, and a chunk
 * an island asks for shows as a new resource entry when it arrives, so two idle callbacks with
 * no new entry between them mean the islands are live (no fixed wait, no network-idle timer).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // After a frame: headless Chromium may start no idle period while no frame is due (after a
    // keyboard or pointer action that removed the element it acted on, the first callback waited
    // out its whole timeout), and a frame is what a visitor's screen would draw anyway.
    const idle = () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
      );
    const started = performance.now();
    let count = -1;
    while (performance.now() - started < 15_000) {
      await idle();
      const now = performance.getEntriesByType('resource').length;
      if (now === count) return;
      count = now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/**
 * Swiper's own start-up on the home page measures its slides synchronously: library code, before
 * our time, and named so that any other forced pass still fails.
 */
export const SWIPER_START_UP = /^(init|updateSize|updateSlides|setBreakpoint|getBreakpoint) /;

export interface ForcedPass {
  name: string;
  ms: number;
  stack: string[];
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: {
    elementCount?: number;
    data?: { nodeName?: string; reason?: string; stackTrace?: { functionName: string; url: string }[] };
    beginData?: { stackTrace?: { functionName: string; url: string }[] };
  };
}

export const isSwiperStartUp = (pass: ForcedPass) => pass.stack.some((frame) => SWIPER_START_UP.test(frame));

/**
 * Starts the Chromium trace that forcedPasses reads: timeline events with the scripts' stacks;
 * with `invalidations`, also why each element was restyled (bannerRoomRestyle reads it).
 */
export function traceForcedPasses(browser: Browser, page: Page, { invalidations = false } = {}): Promise<void> {
  return browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.stack',
      ...(invalidations ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
    ],
  });
}

/** Stops the trace started by traceForcedPasses and returns its events. */
export async function stopTrace(browser: Browser): Promise<TraceEvent[]> {
  return (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

/**
 * Stops the trace and returns every style or layout pass a script of the page forced (outside an
 * animation frame), with the script that asked for it.
 */
export async function forcedPasses(browser: Browser, origin: string): Promise<ForcedPass[]> {
  return forcedPassesIn(await stopTrace(browser), origin);
}

/** The forced style or layout passes of a trace's events (see forcedPasses). */
export function forcedPassesIn(events: TraceEvent[], origin: string): ForcedPass[] {
  const frames = events.filter((event) => event.name === 'FireAnimationFrame' && event.ph === 'X');
  const inAnimationFrame = (event: TraceEvent) =>
    frames.some(
      (frame) =>
        frame.tid === event.tid &&
        frame.pid === event.pid &&
        frame.ts <= event.ts &&
        frame.ts + (frame.dur ?? 0) >= event.ts + (event.dur ?? 0),
    );
  return (
    events
      .filter((event) => event.name === 'Layout' || event.name === 'UpdateLayoutTree')
      .map((event) => ({ event, stack: event.args?.beginData?.stackTrace ?? event.args?.data?.stackTrace }))
      // Only the page's own scripts: the trace also holds the browser's other renderers.
      .filter(({ event, stack }) => stack?.some((frame) => frame.url.startsWith(origin)) && !inAnimationFrame(event))
      .map(({ event, stack }) => ({
        name: event.name,
        ms: Math.round((event.dur ?? 0) / 100) / 10,
        stack: (stack ?? [])
          .slice(0, 4)
          .map((frame) => `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}`),
      }))
  );
}

/**
 * The room the cookie banner keeps at the bottom restyles only the elements that keep clear of it
 * (issue 20). Set on <html> for every element to inherit, the custom property restyled the whole
 * page when the banner first measured itself: 789 elements on /servizi, a 17-25 ms style pass
 * after load. Registered as not inherited and written on <html> and <body> only (consentRoom), it
 * restyles those and the children of <body> and <main>, where the floating buttons take it with
 * 'inherit'. Chromium's invalidation tracking (traceForcedPasses with `invalidations`) names the
 * element whose inline style changed, and the next style pass says how many elements it
 * recalculated: a handful (15-17 today), not the page.
 */
export function expectBannerRoomRestylesLittle(events: TraceEvent[]) {
  const reservedOnRoot = events.find(
    (event) =>
      event.name === 'StyleRecalcInvalidationTracking' &&
      event.args?.data?.nodeName === 'HTML' &&
      /Inline CSS/.test(event.args.data.reason ?? ''),
  );
  expect(reservedOnRoot, 'the banner wrote its room on <html>').toBeDefined();
  const pass = events
    .filter(
      (event) =>
        event.name === 'UpdateLayoutTree' &&
        event.ph === 'X' &&
        event.pid === reservedOnRoot?.pid &&
        event.tid === reservedOnRoot.tid &&
        event.ts >= reservedOnRoot.ts,
    )
    .sort((a, b) => a.ts - b.ts)[0];
  expect(pass?.args?.elementCount, 'elements restyled when the room was reserved').toBeLessThanOrEqual(40);
}

/**
 * Every script a page runs while it loads and settles, on demand ones included (the hero's swiper,
 * the fleet's filters), carries V8's eager-compilation hint (scripts/compileHints.ts, issue 20):
 * without it swiper's start on the home page was a 27 ms task of mostly main-thread compilation,
 * with it 5 ms. Call before the page loads; the returned function, once the page has settled,
 * lists the scripts that came without the hint. A chunk that Turbopack's loaders stop naming the
 * way compileHints reads them, or an island that starts a large library at load, shows there.
 */
export function watchStartUpScripts(page: Page): () => Promise<{ loaded: number; unhinted: string[] }> {
  const scripts: Array<Promise<{ url: string; hinted: boolean }>> = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (new URL(url).pathname.startsWith('/_next/static/chunks/') && url.endsWith('.js')) {
      scripts.push(
        response.text().then((body) => ({ url: new URL(url).pathname, hinted: body.startsWith(COMPILE_HINT) })),
      );
    }
  };
  page.on('response', onResponse);
  return async () => {
    // A chunk whose response came after this point had its body read as the test ended
    // ("response.text: Test ended", a flake in CI): judge what loaded until the page settled.
    page.off('response', onResponse);
    const loaded = await Promise.all(scripts);
    return { loaded: loaded.length, unhinted: loaded.filter((script) => !script.hinted).map((script) => script.url) };
  };
}
