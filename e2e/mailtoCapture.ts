import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __mailto: string[];
  }
}

/** Catches mailto: navigations (instead of handing them to a mail app) and records them. */
export async function captureMailto(page: Page) {
  await page.addInitScript(() => {
    window.__mailto = [];
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a');
        if (link && link.href.startsWith('mailto:')) {
          window.__mailto.push(link.href);
          event.preventDefault();
        }
      },
      true,
    );
  });
}

/** The mailto: addresses the page has opened so far. */
export const captured = (page: Page) => page.evaluate(() => window.__mailto);
