import { expect, test, type Locator, type Page } from '@playwright/test';
import { vehicles } from '../content/fleet';
import { fleetFinderText as finder } from '../content/fleetFinder';
import { dismissCookieBanner, routes } from './helpers';

/**
 * The blocks the browser skips while they are far from the viewport (components/ui/offscreen.ts,
 * issue 20): a long page's first frame draws only its first screen. What that must never cost: a
 * fixed element placed in its block instead of the viewport (the skipping contains layout), a
 * first screen drawn empty, or a block that stays empty once the visitor scrolls to it.
 */

/** Elements that are fixed on screen and sit inside a skipped-while-off-screen block, described. */
function fixedInsideSkippable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
    return Array.from(document.querySelectorAll('body *')).flatMap((element) => {
      if (getComputedStyle(element).position !== 'fixed') return [];
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).contentVisibility === 'auto') return [`${describe(element)} inside ${describe(up)}`];
      }
      return [];
    });
  });
}

/** Whether the browser draws the element now (false while its block is skipped off screen). */
const drawn = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

test.describe('nothing fixed inside a block skipped off screen', () => {
  for (const { path } of routes) {
    test(path, async ({ page }) => {
      await page.goto(path);
      expect(await fixedInsideSkippable(page)).toEqual([]);
    });
  }

  test("the finder's bar stays on screen at the foot of the viewport", async ({ page }) => {
    const first = vehicles[0];
    if (!first) throw new Error('the fleet has no vehicles');
    await page.goto('/gielle-rental#flotta');
    await dismissCookieBanner(page);
    await page.getByRole('button', { name: finder.compare.toggleLabel(first.name) }).click();
    const bar = page.getByRole('region', { name: finder.toolbarLabel });
    await expect(bar).toBeVisible();
    expect(await fixedInsideSkippable(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeInViewport();
  });
});

test.describe('a long page draws its first screen at once and the rest as it comes into view', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  for (const path of ['/chi-siamo', '/termini-condizioni']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toBeInViewport();
      expect(await drawn(page.locator('h1')), 'the heading of the first screen').toBe(true);
      const footer = page.getByRole('contentinfo');
      const footerHeading = footer.getByRole('heading').first();
      // Far below: skipped at load, which is the saving.
      expect(await drawn(footerHeading), 'the footer at load').toBe(false);
      await footerHeading.scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(footerHeading), { message: 'the footer once scrolled to' }).toBe(true);
      await expect(footerHeading).toBeInViewport();
    });
  }
});
