import { expect, test, type Browser, type Page } from '@playwright/test';
import { dismissCookieBanner } from './helpers';
import { forcedPasses, isSwiperStartUp, settled, traceForcedPasses, type ForcedPass } from './pageChecks';

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
      const forced = (await forcedPassesDuringLoad(browser, page, path)).filter(
        (pass) => !(path === '/' && isSwiperStartUp(pass)),
      );
      expect(forced, 'forced style/layout passes, with the script that asked for them').toEqual([]);
    });
  }
});

// The banner's room (expectBannerRoomRestylesLittle) and the start-up scripts' compile hint
// (watchStartUpScripts) are checked on the first visits the crawl makes anyway (e2e/pages.spec.ts).
