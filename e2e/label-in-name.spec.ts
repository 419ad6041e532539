import { expect, test } from '@playwright/test';
import { eProcurement } from '../content/eProcurement';
import { vehicles } from '../content/fleet';
import { fleetFinderText as finder } from '../content/fleetFinder';
import { policies } from '../content/policies';
import { vehiclePagePath } from '../lib/vehiclePages';
import { dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';

/**
 * WCAG 2.5.3 Label in Name, as a voice user drives the site: every control is found by the
 * words it shows, through its role ("clicca Aggiungi alla richiesta").
 */
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

// Every control on every page: the crawl's axe check includes controlsNamedOtherThanShown (e2e/pages.spec.ts).

test('fleet cards: "Confronta" and "Aggiungi alla richiesta" are found by what they show', async ({ page }) => {
  await visit(page, '/gielle-rental');
  const fleet = page.getByRole('tabpanel');
  const add = fleet.getByRole('button', { name: /^Aggiungi alla richiesta/ });
  const compare = fleet.getByRole('button', { name: /^Confronta/ });
  await expect(add).toHaveCount(vehicles.length);
  await expect(compare).toHaveCount(vehicles.length);
  // The rest of the name says which vehicle, after the visible words.
  const first = vehicles[0]!;
  await expect(add.first()).toHaveAccessibleName(`${finder.request.add}: ${first.name}`);
  await add.first().click();
  await expect(add.first()).toHaveAttribute('aria-pressed', 'true');
  await compare.first().click();
  await compare.nth(1).click();
  await page
    .getByRole('region', { name: finder.toolbarLabel })
    .getByRole('button', { name: /^Confronta 2/ })
    .click();
  const dialog = page.getByRole('dialog', { name: finder.compare.title });
  await expect(dialog.getByRole('button', { name: /^Togli/ })).toHaveCount(2);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await page
    .getByRole('region', { name: finder.toolbarLabel })
    .getByRole('button', { name: /^Richiesta 1/ })
    .click();
  const list = page.getByRole('dialog', { name: finder.request.title });
  await expect(list.getByRole('link', { name: /^Richiedi il preventivo/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a vehicle page: its own toggles and the related cards’ start with the visible words', async ({ page }) => {
  const vehicle = vehicles.find((item) => item.slug === 'piattaforma-forbice-12m') ?? vehicles[0]!;
  await visit(page, vehiclePagePath(vehicle.slug));
  const main = page.getByRole('main');
  // Its own pair plus the related vehicles' (three shown at this width, four on a tablet).
  await expect(main.getByRole('button', { name: /^Aggiungi alla richiesta: / })).toHaveCount(4);
  await expect(main.getByRole('button', { name: /^Confronta: / })).toHaveCount(4);
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(main.getByRole('button', { name: /^Aggiungi alla richiesta: / })).toHaveCount(5);
  await expect(main.getByRole('button', { name: `${finder.request.add}: ${vehicle.name}` })).toBeVisible();
  await expect(main.getByRole('link', { name: /^Apri la scheda tecnica: / })).toHaveCount(vehicle.documents.length);
  await expect(main.getByRole('link', { name: /^Scarica il PDF: / })).toHaveCount(vehicle.documents.length);
  await expectNoAxeViolations(page);
});

test('eProcurement: each solution is found by its title and named by all it shows', async ({ page }) => {
  await visit(page, '/eProcurement');
  for (const item of eProcurement.solutions.items) {
    const summary = page.locator('summary').filter({ hasText: item.title });
    await expect(summary).toHaveAccessibleName(`${item.title} ${item.description}`);
  }
  await page.locator('summary').first().click();
  await expectNoAxeViolations(page);
});

test('home: the PDF openers start with "Visualizza online" and say which document', async ({ page }) => {
  await visit(page, '/');
  for (const policy of policies) {
    await expect(page.getByRole('link', { name: `Visualizza online: ${policy.title}` })).toBeVisible();
  }
  await page
    .getByRole('link', { name: /^Visualizza online/ })
    .first()
    .click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('button', { name: 'Pagina successiva' })).toBeVisible();
  // Scan once the text layer is drawn: while react-pdf builds it, its structure spans point
  // (aria-owns) at text not yet there.
  await expect(viewer.locator('.textLayer span').first()).toBeAttached();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('dialog [aria-owns]')].every((node) =>
      (node.getAttribute('aria-owns') ?? '').split(/\s+/).every((id) => document.getElementById(id)),
    ),
  );
  await expectNoAxeViolations(page);
});
