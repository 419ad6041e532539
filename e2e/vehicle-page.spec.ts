import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems, dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';
import { fleetCategoryById, vehicleBySlug, vehicles } from '../content/fleet';
import { company } from '../content/company';
import { rental } from '../content/rental';
import { vehicleGuide } from '../content/vehicleGuides';
import { fullSpecs } from '../lib/fleet';
import { quoteRequestHref } from '../lib/quoteLinks';
import { vehiclePageMeta } from '../lib/sitePages';
import { fleetCategoryHref, relatedVehicles } from '../lib/vehiclePages';
import { fleetCategories, VEHICLE_PLACEHOLDER_IMAGE } from '../content/fleet';
import { settled } from './pageChecks';

const RENTAL = '/gielle-rental';
const text = rental.vehiclePage;

function mustGet(slug: string) {
  const vehicle = vehicleBySlug(slug);
  const category = vehicle ? fleetCategoryById(vehicle.category) : undefined;
  const guide = vehicleGuide(slug);
  if (!vehicle || !category || !guide) throw new Error(`${slug} missing from the fleet data`);
  return { vehicle, category, guide };
}

const jsonLd = (page: Page, type: string) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll(
      (nodes, wanted) =>
        nodes.map((node) => JSON.parse(node.textContent ?? 'null')).find((data) => data?.['@type'] === wanted),
      type,
    );

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

// One context for the page at 1280 px, then its related vehicles at three widths: that check loads
// the page again at each width, so it comes last.
test('a vehicle page at 1280 px, then its related vehicles at 360, 768 and 1440 px', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const { vehicle, category, guide } = mustGet('piattaforma-forbice-12m');
  const response = await visit(page, `${RENTAL}/${vehicle.slug}`);

  await test.step('a vehicle page shows name, category, buyer text, specs, documents, contacts and related vehicles', async () => {
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${vehiclePageMeta(vehicle).title} | ${company.brand}`);
    await expect(page.locator('h1')).toHaveText(vehicle.name);
    const main = page.locator('main');
    await expect(main.getByText(category.name, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(vehicle.description, { exact: true })).toBeVisible();
    for (const sentence of [guide.intro[0], guide.jobs[0], guide.environment, guide.operator]) {
      await expect(main.getByText(sentence ?? '', { exact: true })).toBeVisible();
    }

    // Full specs as a table: every spec of the fleet data, label and value.
    const rows = main.getByRole('table', { name: text.specsCaption(vehicle.name) }).locator('tbody tr');
    const specs = fullSpecs(vehicle);
    await expect(rows).toHaveCount(specs.length);
    await expect(rows.locator('th')).toHaveText(specs.map((row) => row.label));
    await expect(rows.locator('td')).toHaveText(specs.map((row) => row.value));

    // Visible breadcrumbs.
    const crumbs = page.getByRole('navigation', { name: text.breadcrumbLabel });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Gielle Rental', category.name]);
    await expect(crumbs.getByRole('link', { name: category.name })).toHaveAttribute(
      'href',
      fleetCategoryHref(category.id),
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(vehicle.name);

    // Quote with this vehicle preselected, mail and phone.
    const quote = quoteRequestHref({ requestType: 'rental', vehicleId: vehicle.id });
    await expect(main.locator(`a[href="${quote}"]`).first()).toBeVisible();
    const mail = new URL((await main.locator('a[href^="mailto:"]').first().getAttribute('href')) ?? '');
    expect(mail.pathname).toBe(company.email.info);
    expect(mail.searchParams.get('subject')).toBe(`Informazioni su ${vehicle.name}`);
    await expect(main.locator(`a[href="tel:${company.phone.tel}"]`).first()).toBeVisible();

    // Spec sheet: downloadable, and a real PDF.
    const download = main.getByRole('link', { name: new RegExp(text.downloadDocument) });
    await expect(download).toHaveAttribute('href', `/documents/${vehicle.documents[0]}`);
    await expect(download).toHaveAttribute('download', '');
    const pdf = await page.request.get(`/documents/${vehicle.documents[0]}`);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    // Related vehicles: four, linked to their pages, same category first; at this width the grid
    // has three columns and shows the first three (a fourth would sit alone on its row).
    const related = relatedVehicles(vehicle, vehicles, fleetCategories);
    const relatedLinks = page.locator('[data-related-vehicles] h3 a');
    await expect(relatedLinks).toHaveText(related.map((item) => item.name));
    for (const [index, item] of related.entries())
      await expect(relatedLinks.nth(index)).toHaveAttribute('href', `${RENTAL}/${item.slug}`);
    const shownLinks = page
      .getByRole('region', { name: text.relatedTitle })
      .getByRole('heading', { level: 3 })
      .getByRole('link');
    await expect(shownLinks).toHaveText(related.slice(0, 3).map((item) => item.name));
    await settled(page);
    expect(problems).toEqual([]);
  });

  await test.step('the related vehicles fill whole rows at 360, 768 and 1440 px', async () => {
    for (const [width, perRow, shown] of [
      [360, 1, 4],
      [768, 2, 4],
      [1440, 3, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, `${RENTAL}/piattaforma-forbice-12m`);
      const rows = await page.locator('[data-related-vehicles] > li').evaluateAll((cards) => {
        const tops = new Map<number, number>();
        for (const card of cards) {
          if (card.getClientRects().length === 0) continue;
          const top = Math.round(card.getBoundingClientRect().top);
          tops.set(top, (tops.get(top) ?? 0) + 1);
        }
        return [...tops.values()];
      });
      expect(
        rows.reduce((sum, count) => sum + count, 0),
        `cards shown at ${width} px`,
      ).toBe(shown);
      expect(
        rows.every((count) => count === perRow),
        `cards per row at ${width} px: ${rows.join(', ')}`,
      ).toBe(true);
    }
  });
});

test('a vehicle page declares the rental it offers and a trail of pages, with no price, rating or brand nobody gave', async ({
  page,
}) => {
  const { vehicle, category } = mustGet('carrello-diesel-3t');
  await visit(page, `${RENTAL}/${vehicle.slug}`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');

  // Every step is a page: the category tab, a view of /gielle-rental, is only in the visible trail.
  const breadcrumbs = await jsonLd(page, 'BreadcrumbList');
  expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    'Home',
    'Gielle Rental',
    vehicle.name,
  ]);
  const urls = breadcrumbs.itemListElement.map((item: { item: string }) => new URL(item.item));
  expect(urls.map((url: URL) => `${url.pathname}${url.search}${url.hash}`)).toEqual([
    '/',
    RENTAL,
    `${RENTAL}/${vehicle.slug}`,
  ]);
  expect(breadcrumbs.itemListElement[2].item).toBe(canonical);

  // An offer to lease the machine out, not a Product: the company publishes no price for it.
  expect(await jsonLd(page, 'Product')).toBeUndefined();
  const offer = await jsonLd(page, 'Offer');
  expect(offer).toMatchObject({
    businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
    offeredBy: { '@type': 'Organization', name: company.brand },
    itemOffered: { '@type': 'Vehicle', name: vehicle.name, description: vehicle.description, category: category.name },
  });
  expect(offer.itemOffered.image.map((url: string) => new URL(url).pathname)).toContain(vehicle.image);
  expect(offer.itemOffered.additionalProperty.map((property: { name: string }) => property.name)).toEqual(
    fullSpecs(vehicle).map((row) => row.label),
  );
  expect(JSON.stringify(offer)).not.toMatch(/"(price|aggregateRating|review|brand)"/);
  await expect(page.getByText(text.priceLabel)).toHaveCount(0);
});

test('pictures open the fleet lightbox and the spec sheet opens in the PDF viewer', async ({ page }) => {
  const { vehicle } = mustGet('miniescavatore-3-5t');
  await visit(page, `${RENTAL}/${vehicle.slug}`);
  const picture = page.getByRole('link', { name: new RegExp(`${vehicle.name}, 2 di \\d+$`) });
  await picture.click();
  const box = page.getByRole('dialog', { name: `${vehicle.name}: ${rental.fleet.lightbox.title}` });
  await expect(box.locator('[data-lightbox-counter]')).toHaveText(/^2 di \d+$/);
  await page.keyboard.press('ArrowRight');
  await expect(box.locator('[data-lightbox-counter]')).toHaveText(/^3 di \d+$/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(picture).toBeFocused();

  await page.getByRole('link', { name: text.viewDocument }).click();
  const viewer = page.getByRole('dialog', { name: `Scheda tecnica: ${vehicle.name}` });
  // pdf.js and its worker load now: generous under a loaded CI machine.
  await expect(viewer.locator('.pdf-viewer-page canvas')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('link', { name: text.viewDocument })).toBeFocused();
});

// Every picture link of every vehicle page, and no "not available" text where the pictures load:
// checked by the crawl on its one load of each page (e2e/pages.spec.ts, e2e/vehiclePictures.ts).

// One load of the page for both: the failing picture changes nothing the trail or the fleet page
// show, and it fails only until the crumb is followed.
test('a picture that fails on a vehicle page, then its category crumb', async ({ page }) => {
  const { vehicle, category } = mustGet('transpallet-elettrico-2t');
  const thumbnail = vehicle.additionalImages[0] ?? '';
  await page.route(`**${thumbnail}`, (route) => route.abort());
  await visit(page, `${RENTAL}/${vehicle.slug}`);

  await test.step('a picture that fails shows the placeholder and says so', async () => {
    const link = page.locator(`main a[data-lightbox-index][href="${thumbnail}"]`);
    await expect(link.locator('img')).toHaveAttribute('src', VEHICLE_PLACEHOLDER_IMAGE);
    await expect(link.getByText(rental.fleet.imageMissing)).toBeVisible();
    await expect(page.locator('main a[data-lightbox-index]').getByText(rental.fleet.imageMissing)).toHaveCount(1);
  });

  await test.step('the category crumb opens the fleet on that category', async () => {
    await page.unroute(`**${thumbnail}`);
    await page
      .getByRole('navigation', { name: text.breadcrumbLabel })
      .getByRole('link', { name: category.name })
      .click();
    await expect(page).toHaveURL(new RegExp(`${RENTAL}\\?categoria=${category.id}#flotta$`));
    await expect(page.getByRole('tab', { name: category.name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').locator('li[data-vehicle-id]')).toHaveCount(category.vehicleIds.length);
  });
});

test('a fleet card opens the dialog at the vehicle page URL; Back closes it, Forward reopens, reload shows the page', async ({
  page,
}) => {
  const { vehicle } = mustGet('carrello-retrattile-2t');
  await visit(page, RENTAL);
  const link = page.getByRole('tabpanel').getByRole('link', { name: vehicle.name, exact: true });
  await expect(link).toHaveAttribute('href', `${RENTAL}/${vehicle.slug}`);
  await link.click();
  const dialog = page.getByRole('dialog', { name: vehicle.name, exact: true });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${RENTAL}/${vehicle.slug}$`));
  await expect(dialog.getByRole('link', { name: text.fullPageLink })).toHaveAttribute(
    'href',
    `${RENTAL}/${vehicle.slug}`,
  );

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${RENTAL}$`));
  await expect(page.locator('h1')).toHaveText(rental.hero.title);
  await page.goForward();
  await expect(dialog).toBeVisible();

  await page.reload();
  await expect(page.locator('h1')).toHaveText(vehicle.name);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: text.breadcrumbLabel })).toBeVisible();
});

test('an old ?mezzo= link opens the dialog at the vehicle page URL; Escape leaves focus on its card', async ({
  page,
}) => {
  const { vehicle } = mustGet('carrello-diesel-5t');
  await visit(page, `${RENTAL}?mezzo=${vehicle.id}`);
  const dialog = page.getByRole('dialog', { name: vehicle.name, exact: true });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${RENTAL}/${vehicle.slug}$`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${RENTAL}$`));
  await expect(page.getByRole('tabpanel').getByRole('link', { name: vehicle.name, exact: true })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});

test('an unknown vehicle slug is the site 404 with status 404', async ({ page }) => {
  const response = await visit(page, `${RENTAL}/mezzo-che-non-esiste`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Pagina non trovata');
});

test('the vehicle page has no axe violations and no horizontal overflow at 360 px', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await visit(page, `${RENTAL}/sollevatore-rotativo-21m`);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(problems).toEqual([]);
});
