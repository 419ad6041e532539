import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../lib/consent';

/** Every route of SPEC.md's table, with the H1 it must show. */
export { routes } from './routes';

/** Stores a cookie choice before the page loads, so the banner stays out of the way. */
export async function dismissCookieBanner(page: Page, choice: 'accepted' | 'rejected' = 'rejected') {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, choice, decidedAt: '2026-01-01T00:00:00.000Z' })] as const,
  );
}

/** WCAG 2.2 AA scan (target size and the rest) of the page as it is now; fails listing every violation. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // A colour transition caught halfway (a toggle's background fading out) blends colours no
  // visitor sees at rest, and axe would measure that contrast: wait for finite animations to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

/** Collects console errors and warnings and uncaught exceptions of a page. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
