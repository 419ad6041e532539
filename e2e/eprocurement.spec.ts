import { expect, test } from '@playwright/test';
import { eProcurement } from '../content/eProcurement';
import { collectConsoleProblems, dismissCookieBanner, expectNoAxeViolations } from './helpers';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

const solutionButton = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('region', { name: eProcurement.solutions.title }).getByRole('button', { name: title, exact: true });

test('hero and closing buttons lead to /contatti, and the page shows its figures and phases', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/eProcurement');
  await expect(page.getByRole('link', { name: 'Richiedi una consulenza' })).toHaveAttribute('href', '/contatti');
  await expect(page.getByRole('region', { name: eProcurement.cta.title }).getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contatti');

  const figures = page.getByRole('region', { name: eProcurement.punchOut.title });
  for (const value of ['-25-30%', '-60%', '-80%', '95%', '4-5 mesi']) await expect(figures.getByText(value, { exact: true })).toBeVisible();

  const phases = page.getByRole('region', { name: eProcurement.timeline.title }).getByRole('listitem');
  await expect(phases).toHaveCount(4);
  const durations = await phases.evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent));
  expect(durations).toEqual(['2-3 settimane', '3-4 settimane', '6-8 settimane', '2-3 settimane']);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('solution cards open one at a time, and clicking the open one closes it', async ({ page }) => {
  await page.goto('/eProcurement');
  const titles = eProcurement.solutions.items.map((item) => item.title);
  expect(titles).toEqual(['PunchOut', 'Marketplace B2B', 'Gestione digitale degli ordini']);
  const [punchOut, marketplace, orders] = titles.map((title) => solutionButton(page, title));
  if (!punchOut || !marketplace || !orders) throw new Error('three solutions expected');

  for (const button of [punchOut, marketplace, orders]) {
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panelId = await button.getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();
  }

  await punchOut.click();
  await expect(punchOut).toHaveAttribute('aria-expanded', 'true');
  const punchOutPanel = page.getByRole('region', { name: 'PunchOut', exact: true });
  await expect(punchOutPanel).toBeVisible();
  await expect(punchOutPanel.getByText(eProcurement.solutions.items[0]!.details[0]!)).toBeVisible();

  // Opening another closes the first.
  await marketplace.click();
  await expect(marketplace).toHaveAttribute('aria-expanded', 'true');
  await expect(punchOut).toHaveAttribute('aria-expanded', 'false');
  await expect(punchOutPanel).toBeHidden();
  await expect(page.getByRole('region', { name: 'Marketplace B2B', exact: true })).toBeVisible();

  // Keyboard works too, and the open one closes on a second press.
  await orders.focus();
  await page.keyboard.press('Enter');
  await expect(orders).toHaveAttribute('aria-expanded', 'true');
  await expect(marketplace).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(orders).toHaveAttribute('aria-expanded', 'false');
  for (const button of [punchOut, marketplace, orders]) await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('no axe violations, also with a solution card open', async ({ page }) => {
  await page.goto('/eProcurement');
  await expectNoAxeViolations(page);
  await solutionButton(page, 'Marketplace B2B').click();
  await expect(page.getByRole('region', { name: 'Marketplace B2B', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('fits a 360 px phone without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/eProcurement');
  await solutionButton(page, 'PunchOut').click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
