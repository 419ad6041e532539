import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { dismissCookieBanner } from './helpers';
import { forcedPasses, isSwiperStartUp, settled, traceForcedPasses, type ForcedPass } from './pageChecks';
import { COMPILE_HINT } from '../scripts/compileHints';

/**
 * No island forces the browser to style and lay out the page while it hydrates (issue 20).
 *
 * A script that reads a size or a scroll position (getBoundingClientRect, scrollY, innerHeight
 * after a style change…) makes Chromium recalculate style and layout there and then, inside the
 * task that runs the effects of every island at once: on /contatti and /gielle-rental that was a
 * whole-page pass of 20 ms at 4x CPU slowdown added to the longest task of the load. Read at the
 * next animation frame or in a ResizeObserver callback, the same figures come from the layout the
 * browser makes anyway. The Chromium trace marks a forced pass with the script's stack.
 *
 * Swiper's own start-up on the home page measures its slides synchronously: library code, before
 * our time (dd0751c has it), and named in e2e/pageChecks.ts so that any other forced pass still fails.
 */
async function forcedPassesDuringLoad(browser: Browser, page: Page, path: string): Promise<ForcedPass[]> {
  await traceForcedPasses(browser, page);
  await page.goto(path, { waitUntil: 'load' });
  await settled(page);
  return forcedPasses(browser, new URL(page.url()).origin);
}

// The first visit of every page (cookie banner open) is traced by the crawl, e2e/pages.spec.ts.
test.describe('no forced style or layout while the islands hydrate', () => {
  for (const path of ['/', '/gielle-rental', '/contatti']) {
    test(`returning visit (choice stored): ${path}`, async ({ browser, page }) => {
      test.slow();
      await dismissCookieBanner(page);
      const forced = (await forcedPassesDuringLoad(browser, page, path)).filter((pass) => !(path === '/' && isSwiperStartUp(pass)));
      expect(forced, 'forced style/layout passes, with the script that asked for them').toEqual([]);
    });
  }
});

/**
 * The room the cookie banner keeps at the bottom restyles only the elements that keep clear of it
 * (issue 20). Set on <html> for every element to inherit, the custom property restyled the whole
 * page when the banner first measured itself: 789 elements on /servizi, a 17-25 ms style pass
 * after load. Registered as not inherited and written on <html> and <body> only (consentRoom), it
 * restyles those and the children of <body> and <main>, where the floating buttons take it with
 * 'inherit'. Chromium's invalidation tracking names the element whose inline style
 * changed, and the next style pass says how many elements it recalculated.
 */
interface StyleEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  args?: { elementCount?: number; data?: { nodeName?: string; reason?: string } };
}

test.describe('the cookie banner reserves its room without restyling the page', () => {
  for (const path of ['/', '/gielle-rental', '/servizi', '/contatti', '/chi-siamo', '/termini-condizioni']) {
    test(path, async ({ browser, page }) => {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking'],
      });
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForFunction((name) => document.documentElement.style.getPropertyValue(name) !== '', '--gl-consent-space');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: StyleEvent[] }).traceEvents;
      const reservedOnRoot = events.find(
        (event) => event.name === 'StyleRecalcInvalidationTracking' && event.args?.data?.nodeName === 'HTML' && /Inline CSS/.test(event.args.data.reason ?? ''),
      );
      expect(reservedOnRoot, 'the banner wrote its room on <html>').toBeDefined();
      const pass = events
        .filter((event) => event.name === 'UpdateLayoutTree' && event.ph === 'X' && event.pid === reservedOnRoot?.pid && event.tid === reservedOnRoot.tid && event.ts >= reservedOnRoot.ts)
        .sort((a, b) => a.ts - b.ts)[0];
      // <html>, <body> and the children of <body> and <main> (15-17 today), which Chromium checks
      // for an explicit 'inherit' of the property: a handful, not the page.
      expect(pass?.args?.elementCount, 'elements restyled when the room was reserved').toBeLessThanOrEqual(40);
    });
  }
});

/**
 * Every script a page runs while it loads and settles, on demand ones included (the hero's swiper,
 * the fleet's filters), carries V8's eager-compilation hint (scripts/compileHints.ts, issue 20):
 * without it swiper's start on the home page was a 27 ms task of mostly main-thread compilation,
 * with it 5 ms. A chunk that Turbopack's loaders stop naming the way compileHints reads them, or
 * an island that starts a large library at load, fails here with the script's name.
 */
test.describe('the scripts a page runs at start-up are compiled eagerly', () => {
  for (const path of ['/', '/gielle-rental', '/contatti']) {
    test(path, async ({ page }) => {
      const scripts: Array<Promise<{ url: string; hinted: boolean }>> = [];
      const onResponse = (response: Response) => {
        const url = response.url();
        if (new URL(url).pathname.startsWith('/_next/static/chunks/') && url.endsWith('.js')) {
          scripts.push(response.text().then((body) => ({ url: new URL(url).pathname, hinted: body.startsWith(COMPILE_HINT) })));
        }
      };
      page.on('response', onResponse);
      await page.goto(path, { waitUntil: 'load' });
      await settled(page);
      // A chunk whose response came after this point had its body read as the test ended
      // ("response.text: Test ended", a flake in CI): judge what loaded until the page settled.
      page.off('response', onResponse);
      const loaded = await Promise.all(scripts);
      expect(loaded.length, 'scripts loaded').toBeGreaterThan(3);
      expect(loaded.filter((script) => !script.hinted).map((script) => script.url), 'scripts without the hint').toEqual([]);
    });
  }
});
