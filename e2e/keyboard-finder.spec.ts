import { expect, test, type Locator, type Page } from '@playwright/test';
import { vehicleById } from '../content/fleet';
import { fleetFinderText as finder } from '../content/fleetFinder';
import {
  dismissCookieBanner,
  expectNoAxeViolations,
  focusProblem,
  framesWithFocusOutOfView,
  pressAndSeeFocus,
  tabSeeingFocus,
  visit,
} from './helpers';
import { walkTags } from './tiers';

/**
 * The fleet finder driven as a keyboard user drives it (issue 23): Tab, Shift+Tab, Enter,
 * Space and Escape only, from the fleet list through a filter, the comparison (three in, two
 * out one by one) and the request list to the form. After every key, focus is on something,
 * in view and not covered (pressAndSeeFocus); after every action it is where the visitor acted
 * and the change is said.
 */
const fleet = (page: Page) => page.locator('#flotta');
const bar = (page: Page) => page.getByRole('region', { name: finder.toolbarLabel });
const compareDialog = (page: Page) => page.getByRole('dialog', { name: finder.compare.title });
const requestDialog = (page: Page) => page.getByRole('dialog', { name: finder.request.title });
const cardCompare = (page: Page, name: string) => fleet(page).getByRole('button', { name: `Confronta: ${name}` });
const cardRequest = (page: Page, name: string) =>
  fleet(page).getByRole('button', { name: `Aggiungi alla richiesta: ${name}` });

function vehicleName(id: number): string {
  const vehicle = vehicleById(id);
  if (!vehicle) throw new Error(`vehicle ${id} missing`);
  return vehicle.name;
}

async function pressOn(page: Page, target: Locator, key: 'Enter' | 'Space', context: string) {
  await expect(target).toBeFocused();
  await pressAndSeeFocus(page, key, context);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]) {
  // The phone's walk is npm test's; the laptop's the full tier's (docs/testing.md, "Two tiers").
  const tag = walkTags(viewport.width);
  test(
    `keyboard only at ${viewport.width} px: filter, compare three and take two out, request list, on to the form`,
    { tag },
    async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await dismissCookieBanner(page);
      const [a, b, c] = [vehicleName(1), vehicleName(3), vehicleName(9)];

      await visit(page, '/gielle-rental#flotta');
      await expect(fleet(page).locator('fieldset:not([inert])')).toHaveCount(1);

      // A filter by keyboard: the list narrows and says how many match.
      const power = page.getByLabel(finder.power.label);
      await tabSeeingFocus(page, power);
      await pressAndSeeFocus(page, 'ArrowDown', 'choosing a power source');
      await expect(power).not.toHaveValue('');
      await expect(fleet(page).getByRole('status').first()).toContainText(/corrispond/);
      await tabSeeingFocus(page, power, { back: true });
      await pressAndSeeFocus(page, 'ArrowUp', 'back to every power source');
      await expect(power).toHaveValue('');

      // Three vehicles into the comparison; the bar says what happened and how to go on.
      for (const name of [a, b, c]) {
        const toggle = cardCompare(page, name);
        await tabSeeingFocus(page, toggle);
        await expect(toggle).toBeFocused();
        await page.keyboard.press('Space');
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await expect(bar(page).getByRole('status')).toContainText(`Aggiunto al confronto: ${name}`);
        // Judged once the bar (loaded on the first choice) says it: the toggle is clear of it.
        expect(await focusProblem(page), `after Confronta ${name}`).toBeNull();
        await expect(bar(page).getByRole('status')).toContainText('«Confronta» nella barra in basso');
      }

      // The bar is within four Tabs of the list's end.
      const lastCard = fleet(page).locator('li[data-vehicle-id]').last();
      await tabSeeingFocus(page, lastCard.getByRole('button').last(), { limit: 120 });
      const openCompare = bar(page).getByRole('button', { name: /^Confronta 3/ });
      expect(await tabSeeingFocus(page, openCompare, { limit: 4 })).toBeLessThanOrEqual(4);
      await pressOn(page, openCompare, 'Enter', 'opening the comparison');
      await expect(compareDialog(page)).toBeVisible();
      await expectNoAxeViolations(page);

      // Every control the table holds is reachable and visible beside the pinned column.
      const removeB = compareDialog(page).getByRole('button', { name: finder.compare.remove(b) });
      await tabSeeingFocus(page, removeB);
      await pressOn(page, removeB, 'Enter', `Togli ${b}`);
      const dialogStatus = compareDialog(page).getByRole('status');
      await expect(dialogStatus).toHaveText(finder.compare.removed(b, 2));
      await expect(compareDialog(page).getByRole('columnheader')).toHaveCount(3);
      // Focus moved to the "Togli" now in that place (the last column's, here).
      await expect(compareDialog(page).getByRole('button', { name: finder.compare.remove(c) })).toBeFocused();
      expect(new URL(page.url()).searchParams.get('confronto')).toBe('1,9');

      // One of the remaining two out: the comparison closes, and really lets the vehicle go.
      await pressAndSeeFocus(page, 'Enter', `Togli ${c}`);
      await expect(compareDialog(page)).toBeHidden();
      // Closed at once; the address follows as Back completes.
      await expect(page).not.toHaveURL(/confronto=/);
      const compareOne = bar(page).getByRole('button', { name: /^Confronta 1/ });
      await expect(compareOne).toBeFocused();
      await expect(bar(page).getByRole('status')).toHaveText(finder.compare.closedWithOne(c));
      await expect(cardCompare(page, c)).toHaveAttribute('aria-pressed', 'false');
      await expect(cardCompare(page, b)).toHaveAttribute('aria-pressed', 'false');
      await expect(cardCompare(page, a)).toHaveAttribute('aria-pressed', 'true');

      // Two vehicles into the request list, from the cards; Shift+Tab goes back up the list.
      for (const name of [b, a]) {
        const toggle = cardRequest(page, name);
        await tabSeeingFocus(page, toggle, { back: true, limit: 80 });
        await pressOn(page, toggle, 'Space', `Aggiungi alla richiesta ${name}`);
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await expect(bar(page).getByRole('status')).toContainText(`Aggiunto alla richiesta: ${name}`);
      }
      const openRequest = bar(page).getByRole('button', { name: /^Richiesta 2/ });
      await tabSeeingFocus(page, openRequest, { limit: 80 });
      await pressOn(page, openRequest, 'Enter', 'opening the request list');
      await expect(requestDialog(page)).toBeVisible();
      await expectNoAxeViolations(page);
      const removeFromRequest = requestDialog(page).getByRole('button', { name: finder.request.remove(a) });
      await tabSeeingFocus(page, removeFromRequest);
      await pressOn(page, removeFromRequest, 'Enter', `Togli ${a} dalla richiesta`);
      await expect(requestDialog(page).getByRole('status')).toHaveText(finder.request.removed(a, 1));
      await expect(requestDialog(page).getByRole('button', { name: finder.request.remove(b) })).toBeFocused();

      // On to the form: arriving lands in it, and the first Tab goes into it.
      const quote = requestDialog(page).getByRole('link', { name: finder.request.quote });
      await tabSeeingFocus(page, quote);
      await pressOn(page, quote, 'Enter', 'Richiedi il preventivo');
      // The wizard takes its choice from the query (and tidies the address), then the form holds it.
      await expect(page).toHaveURL(/\/contatti(\?.*)?#modulo$/);
      const form = page.locator('#modulo');
      await expect(form.getByText(b, { exact: true })).toBeVisible();
      await expect.poll(() => form.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      expect(await focusProblem(page)).toBeNull();
      await pressAndSeeFocus(page, 'Tab', 'first Tab after arriving at the form');
      expect(await form.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    },
  );
}

test('at 360 px every control of the comparison table is clear of the pinned column when focused', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await dismissCookieBanner(page);
  await visit(page, '/gielle-rental?confronto=1,9,12');
  const dialog = compareDialog(page);
  await expect(dialog.getByRole('columnheader')).toHaveCount(4);
  const controls = dialog.getByRole('table').locator('a, button');
  const count = await controls.count();
  expect(count).toBeGreaterThan(6);
  await tabSeeingFocus(page, controls.first());
  for (let index = 1; index < count; index += 1) await tabSeeingFocus(page, controls.nth(index), { limit: 3 });
  // And back, leftwards: the pinned column must not hide them either.
  for (let index = count - 2; index >= 0; index -= 1)
    await tabSeeingFocus(page, controls.nth(index), { back: true, limit: 3 });
});

test('an empty result from a filter change: one message naming the filters, focus on its one way out', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  await visit(page, '/gielle-rental?altezza=15#flotta');
  await expect(fleet(page).locator('fieldset:not([inert])')).toHaveCount(1);
  const power = page.getByLabel(finder.power.label);
  await tabSeeingFocus(page, power);
  // GPL is the last option: End picks it, and nothing that tall runs on GPL. Focus moves to the
  // way out and is in view from its first frame there, not once a smooth scroll has caught up.
  const clear = fleet(page).getByRole('button', { name: finder.clearFilters });
  const outOfView = await framesWithFocusOutOfView(page, async () => {
    await pressAndSeeFocus(page, 'End', 'choosing GPL');
    await expect(clear).toBeFocused();
  });
  expect(outOfView, 'frames with focus out of view after choosing GPL').toEqual([]);
  await expect(power).toHaveValue('gpl');
  await expect(clear).toHaveCount(1);
  await expect(fleet(page).getByRole('heading', { name: finder.noMatch.title })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(
    await framesWithFocusOutOfView(page, async () => {
      await pressAndSeeFocus(page, 'Enter', 'Azzera i filtri');
      await expect(page.getByLabel(finder.height.label)).toBeFocused();
    }),
    'frames with focus out of view after Azzera i filtri',
  ).toEqual([]);
  await expect(fleet(page).locator('li[data-vehicle-id]').first()).toBeVisible();
});

test('on a vehicle page the bar comes in the tab order right after the related vehicles', async ({ page }) => {
  await dismissCookieBanner(page);
  await visit(page, '/gielle-rental/carrello-diesel-3t');
  const own = page.getByRole('main').getByRole('button', { name: `Confronta: ${vehicleName(3)}` });
  // The toggles are inert until the page is interactive; focus can only land once they are not.
  await expect(page.locator('[data-finder-actions]:not([inert])').first()).toBeAttached();
  await own.scrollIntoViewIfNeeded();
  await own.focus();
  await expect(own).toBeFocused();
  await pressAndSeeFocus(page, 'Space', 'Confronta on the vehicle page');
  const region = bar(page);
  await expect(region).toBeVisible();
  // In the document right after the related vehicles' list, though fixed on screen.
  expect(
    await region.evaluate((node) => node.parentElement?.previousElementSibling?.hasAttribute('data-related-vehicles')),
  ).toBe(true);
  const lastRelated = page
    .locator('[data-related-vehicles] > li')
    .filter({ visible: true })
    .last()
    .getByRole('button')
    .last();
  await lastRelated.focus();
  expect(await tabSeeingFocus(page, region.getByRole('button', { name: /^Confronta 1/ }), { limit: 2 })).toBe(1);
});
