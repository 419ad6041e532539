import { expect, test, type Page } from '@playwright/test';
import { routes } from './helpers';

/**
 * What every page shows and says first (issue 24): no picture in the first screen waits for
 * lazy loading, the largest element painted is never a lazy picture, and the first heading a
 * reader or a crawler meets is the page's H1. A phone and a laptop, the sizes the issue names.
 */
/** Every page of the site, and the 404 page any unknown path shows (/giellerental only forwards). */
const pages = [...routes.map((route) => route.path), '/questa-pagina-non-esiste'];

const viewports = [
  { width: 412, height: 915 },
  { width: 1366, height: 900 },
];

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
              ? { element: `${element.tagName.toLowerCase()} ${element.getAttribute('src') ?? ''}`.trim(), loading: element.getAttribute('loading') }
              : null,
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

for (const viewport of viewports) {
  test.describe(`first screen at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const path of pages) {
      test(`${path}: no lazy picture in view, largest paint not lazy`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('load');
        expect(await lazyInFirstScreen(page), 'lazy pictures in the first screen').toEqual([]);
        const largest = await largestPaint(page);
        expect(largest, 'a largest contentful paint was reported').not.toBeNull();
        expect(largest?.loading, `largest paint: ${largest?.element}`).not.toBe('lazy');
      });
    }
  });
}

test.describe('first heading', () => {
  for (const path of pages) {
    test(`${path}: the first heading of the page is its H1, cookie banner shown`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Questo sito usa i cookie' })).toBeVisible();
      const first = await page.evaluate(() => {
        const heading = document.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
        return heading ? `${heading.tagName.toLowerCase()}: ${heading.textContent?.trim()}` : null;
      });
      const h1 = (await page.locator('h1').textContent())?.trim();
      expect(first).toBe(`h1: ${h1}`);
    });
  }
});
