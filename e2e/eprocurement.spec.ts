import { expect, test } from '@playwright/test';
import { eProcurement } from '../content/eProcurement';
import { collectConsoleProblems, dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';
import { settled } from './pageChecks';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

/** A solution card's <summary> (native disclosure: it works before scripts), named by the card title. */
const solutionButton = (page: import('@playwright/test').Page, title: string) =>
  page
    .getByRole('region', { name: eProcurement.solutions.title })
    .locator('summary')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
/** Open state of a card: the `open` property of the summary's <details>. */
const isOpen = (summary: import('@playwright/test').Locator, open: boolean) =>
  expect(summary.locator('xpath=..')).toHaveJSProperty('open', open);

/**
 * The page on one load: its links, figures and phases, then the solution cards, which end all
 * closed, and last the axe scan with one open (a fresh tab per check cost more than the check).
 */
test('the e-procurement page on one load: its links, figures and phases, the solution cards, and axe with a card open', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  await visit(page, '/eProcurement');

  await test.step('hero and closing buttons lead to /contatti, and the page shows its figures and phases', async () => {
    await expect(page.getByRole('link', { name: 'Richiedi una consulenza' })).toHaveAttribute('href', '/contatti');
    await expect(
      page.getByRole('region', { name: eProcurement.cta.title }).getByRole('link', { name: 'Contattaci' }),
    ).toHaveAttribute('href', '/contatti');

    const figures = page.getByRole('region', { name: eProcurement.punchOut.title });
    for (const value of ['-25-30%', '-60%', '-80%', '95%', '4-5 mesi'])
      await expect(figures.getByText(value, { exact: true })).toBeVisible();

    const phases = page.getByRole('region', { name: eProcurement.timeline.title }).getByRole('listitem');
    await expect(phases).toHaveCount(4);
    const durations = await phases.evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent));
    expect(durations).toEqual(['2-3 settimane', '3-4 settimane', '6-8 settimane', '2-3 settimane']);
    await settled(page);
    expect(problems).toEqual([]);
  });

  await test.step('solution cards open one at a time, and clicking the open one closes it', async () => {
    const titles = eProcurement.solutions.items.map((item) => item.title);
    expect(titles).toEqual(['PunchOut', 'Marketplace B2B', 'Gestione digitale degli ordini']);
    const [punchOut, marketplace, orders] = titles.map((title) => solutionButton(page, title));
    if (!punchOut || !marketplace || !orders) throw new Error('three solutions expected');

    for (const [index, button] of [punchOut, marketplace, orders].entries()) {
      await isOpen(button, false);
      // Named by all it shows, title first (WCAG 2.5.3): a voice user finds it by its title.
      const item = eProcurement.solutions.items[index]!;
      await expect(button).toHaveAccessibleName(`${item.title} ${item.description}`);
    }
    await expect(page.getByRole('region', { name: 'PunchOut', exact: true })).toBeHidden();

    await punchOut.click();
    await isOpen(punchOut, true);
    const punchOutPanel = page.getByRole('region', { name: 'PunchOut', exact: true });
    await expect(punchOutPanel).toBeVisible();
    await expect(punchOutPanel.getByText(eProcurement.solutions.items[0]!.details[0]!)).toBeVisible();

    // Opening another closes the first (one `name` group).
    await marketplace.click();
    await isOpen(marketplace, true);
    await isOpen(punchOut, false);
    await expect(punchOutPanel).toBeHidden();
    await expect(page.getByRole('region', { name: 'Marketplace B2B', exact: true })).toBeVisible();

    // Keyboard works too, and the open one closes on a second press.
    await orders.focus();
    await page.keyboard.press('Enter');
    await isOpen(orders, true);
    await isOpen(marketplace, false);
    await page.keyboard.press('Space');
    await isOpen(orders, false);
    for (const button of [punchOut, marketplace, orders]) await isOpen(button, false);
  });

  await test.step('no axe violations with a solution card open', async () => {
    // The page as it loads is the crawl's scan (e2e/pages.spec.ts), once a page: here, with a card open.
    await solutionButton(page, 'Marketplace B2B').click();
    await expect(page.getByRole('region', { name: 'Marketplace B2B', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('fits a 360 px phone without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await visit(page, '/eProcurement');
  await solutionButton(page, 'PunchOut').click();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
