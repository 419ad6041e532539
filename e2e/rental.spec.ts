import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems, dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';
import { fleetCategories, vehicleById, vehicles, VEHICLE_PLACEHOLDER_IMAGE } from '../content/fleet';
import { company } from '../content/company';
import { rental } from '../content/rental';
import { quoteRequestHref } from '../lib/quoteLinks';

const PATH = '/gielle-rental';

const fleetPanel = (page: Page) => page.getByRole('tabpanel');
const cards = (page: Page) => fleetPanel(page).locator('li[data-vehicle-id]');
const vehicleDialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const lightbox = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `${name}: ${rental.fleet.lightbox.title}` });

function mustGetVehicle(id: number) {
  const vehicle = vehicleById(id);
  if (!vehicle) throw new Error(`vehicle ${id} missing from the fleet data`);
  return vehicle;
}

async function openVehicleFromCard(page: Page, id: number) {
  const vehicle = mustGetVehicle(id);
  await cards(page)
    .filter({ has: page.getByRole('link', { name: vehicle.name, exact: true }) })
    .getByRole('link')
    .click();
  await expect(vehicleDialog(page, vehicle.name)).toBeVisible();
  return vehicle;
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

/**
 * The rental page on one load: what it pre-renders, its sections, a vehicle's modal and lightbox,
 * the FAQ, and last the quote button, which leaves the page (a fresh tab per check cost more than
 * the check). The modal and the lightbox close before the next step; the tabs change the cards
 * the modals open from, so they keep a test of their own.
 */
test('the rental page on one load: its HTML, sections, a vehicle modal and lightbox, the FAQ and the quote button', async ({
  page,
  request,
}) => {
  test.slow();
  await visit(page, PATH);

  await test.step('the pre-rendered HTML carries every vehicle card, the FAQ and lazy images', async () => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Every card is a real link to the vehicle's own page.
    for (const vehicle of vehicles) expect(html).toContain(`href="${PATH}/${vehicle.slug}"`);
    for (const item of rental.faq.items) expect(html).toContain(item.question);
    const fleetImages = html.match(/<img[^>]*src="\/images\/fleet\/[^"]+"[^>]*>/g) ?? [];
    expect(fleetImages).toHaveLength(vehicles.length);
    for (const tag of fleetImages) expect(tag).toContain('loading="lazy"');
  });

  await test.step('hero, figures and links to the other pages', async () => {
    await expect(page.getByRole('link', { name: rental.hero.quoteButton, exact: true }).first()).toHaveAttribute(
      'href',
      '/contatti',
    );
    await expect(page.getByRole('link', { name: rental.hero.fleetButton })).toHaveAttribute('href', '#flotta');
    const figures = page.getByRole('region', { name: rental.figures.title });
    for (const value of ['20+', '800+', '24/7'])
      await expect(figures.getByText(value, { exact: true }).first()).toBeVisible();
    // The 24/7 is the assistance on rented vehicles (the company's own hours are on /contatti).
    const assistance = rental.figures.items.find((item) => item.value === '24/7');
    await expect(figures.getByText(assistance?.label ?? 'missing', { exact: true })).toBeVisible();
    const main = page.locator('main');
    for (const href of ['/contatti', '/chi-siamo', '/centro-spasciani']) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(main.locator(`a[href="tel:${company.phone.tel}"]`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: rental.process.title })).toBeVisible();
    await expect(page.getByRole('region', { name: rental.process.title }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('region', { name: rental.benefits.title }).getByRole('listitem')).toHaveCount(3);
  });

  await test.step('a card shows four short specs and opens its modal with the full specs, documents and contacts', async () => {
    const excavatorCard = cards(page).filter({ hasText: 'Miniescavatore 3,5 t' });
    await expect(excavatorCard.locator('dt')).toHaveText(['Peso', 'Prof. Scavo', 'Motore', 'Dimensioni']);

    const vehicle = await openVehicleFromCard(page, 10);
    await expect(page).toHaveURL(new RegExp(`${PATH}/${vehicle.slug}$`));
    const dialog = vehicleDialog(page, vehicle.name);
    await expect(dialog.locator('dt')).toHaveText([
      'Peso',
      'Profondità di Scavo',
      'Motore',
      'Dimensioni',
      'Ore Operative',
    ]);
    await expect(dialog.locator('dd').first()).toHaveText(vehicle.specs.weight ?? '');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');

    // Spec sheet: a real PDF, opened in a new tab.
    const docLink = dialog.getByRole('link', { name: /Scheda tecnica/ });
    await expect(docLink).toHaveAttribute('target', '_blank');
    const href = (await docLink.getAttribute('href')) ?? '';
    expect(href).toBe(`/documents/${vehicle.documents[0]}`);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Mail with the fixed subject, phone, and the quote link presetting the wizard.
    const mailHref = (await dialog.locator('a[href^="mailto:"]').getAttribute('href')) ?? '';
    const mail = new URL(mailHref);
    expect(mail.pathname).toBe(company.email.info);
    expect(mail.searchParams.get('subject')).toBe(`Informazioni su ${vehicle.name}`);
    await expect(dialog.locator(`a[href="tel:${company.phone.tel}"]`)).toBeVisible();
    await expect(dialog.getByRole('link', { name: rental.fleet.modal.quote })).toHaveAttribute(
      'href',
      quoteRequestHref({ requestType: 'rental', vehicleId: vehicle.id }),
    );

    await expectNoAxeViolations(page);

    // X closes, focus goes back to the card link, the URL loses the vehicle, scrolling comes back.
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole('link', { name: vehicle.name, exact: true })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  await test.step('the lightbox wraps both ways by button and arrow key, and Escape closes it', async () => {
    const vehicle = await openVehicleFromCard(page, 1);
    const dialog = vehicleDialog(page, vehicle.name);
    const total = 1 + Math.min(vehicle.additionalImages.length, 4);
    await expect(dialog.getByRole('list', { name: rental.fleet.modal.thumbnails }).getByRole('button')).toHaveCount(
      total - 1,
    );

    // A thumbnail opens the lightbox at its own index.
    await dialog.getByRole('button', { name: new RegExp(`, 2 di ${total}$`) }).click();
    const box = lightbox(page, vehicle.name);
    const counter = box.locator('[data-lightbox-counter]');
    await expect(counter).toHaveText(`2 di ${total}`);
    await expect(box.getByRole('img')).toHaveAttribute('src', vehicle.additionalImages[0] ?? '');
    await box.getByRole('button', { name: rental.fleet.lightbox.previous }).click();
    await expect(counter).toHaveText(`1 di ${total}`);
    await box.getByRole('button', { name: rental.fleet.lightbox.previous }).click();
    await expect(counter).toHaveText(`${total} di ${total}`);
    await box.getByRole('button', { name: rental.fleet.lightbox.next }).click();
    await expect(counter).toHaveText(`1 di ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${total} di ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`1 di ${total}`);
    await expect(box.getByRole('img')).toHaveAttribute('src', vehicle.image);

    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: new RegExp(`, 2 di ${total}$`) })).toBeFocused();

    // The main image opens the lightbox at the first image; Escape twice closes both.
    await dialog.getByRole('button', { name: new RegExp(`, 1 di ${total}$`) }).click();
    await expect(counter).toHaveText(`1 di ${total}`);
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  });

  await test.step('the FAQ opens one answer at a time and carries FAQPage structured data', async () => {
    const faq = page.getByRole('region', { name: rental.faq.title });
    const [first, second] = rental.faq.items;
    if (!first || !second) throw new Error('FAQ needs two items');
    // Native disclosures (they work before scripts): a <summary> per question, the open state on <details>.
    const item = (question: string) =>
      faq.locator('details').filter({ has: page.getByRole('heading', { name: question }) });
    const q1 = item(first.question).locator('summary');
    const q2 = item(second.question).locator('summary');
    await expect(faq.locator('details > summary')).toHaveCount(5);
    await expect(faq.getByText(first.answer)).toBeHidden();

    await q1.click();
    await expect(item(first.question)).toHaveJSProperty('open', true);
    await expect(faq.getByText(first.answer)).toBeVisible();
    await q2.click();
    await expect(item(first.question)).toHaveJSProperty('open', false);
    await expect(faq.getByText(first.answer)).toBeHidden();
    await expect(faq.getByText(second.answer)).toBeVisible();
    // Keyboard: Enter on the open question closes it.
    await q2.focus();
    await page.keyboard.press('Enter');
    await expect(item(second.question)).toHaveJSProperty('open', false);
    await expect(faq.getByText(second.answer)).toBeHidden();

    const json = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => JSON.parse(node.textContent ?? 'null')).find((data) => data?.['@type'] === 'FAQPage'),
      );
    expect(json.mainEntity.map((q: { name: string }) => q.name)).toEqual(rental.faq.items.map((item) => item.question));
    expect(json.mainEntity[0].acceptedAnswer.text).toBe(first.answer);
  });

  await test.step('the quote button lands on /contatti with the vehicle chosen in the wizard', async () => {
    const vehicle = await openVehicleFromCard(page, 12);
    await vehicleDialog(page, vehicle.name).getByRole('link', { name: rental.fleet.modal.quote }).click();
    await expect(page).toHaveURL(/\/contatti/);
    await expect(page.getByRole('radio', { name: vehicle.name })).toBeChecked();
  });
});

test('each tab shows its vehicles; arrow keys move between tabs', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await visit(page, PATH);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  await expect(page.getByRole('tab', { name: rental.fleet.allTab })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(18);

  const expected: Record<string, number> = {
    elevatori: 5,
    movimentazione: 6,
    movimentazioneTerra: 1,
    lavoriAltaQuota: 6,
  };
  for (const category of fleetCategories) {
    await page.getByRole('tab', { name: category.name }).click();
    await expect(page.getByRole('tab', { name: category.name })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(expected[category.id] ?? -1);
    await expect(fleetPanel(page)).toHaveAttribute(
      'aria-labelledby',
      (await page.getByRole('tab', { name: category.name }).getAttribute('id')) ?? '',
    );
  }
  await expect(fleetPanel(page)).not.toHaveAttribute('data-fading');

  // ARIA tabs: only the selected tab is in the tab order; arrows move and select, wrapping.
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Lavori in Alta Quota' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: rental.fleet.allTab })).toBeFocused();
  await expect(page.getByRole('tab', { name: rental.fleet.allTab })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(18);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Lavori in Alta Quota' })).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Carrelli Elevatori' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(5);
  expect(problems).toEqual([]);
});

test('a vehicle URL opens its modal; Back closes it and Forward reopens it', async ({ page }) => {
  const direct = mustGetVehicle(15);
  await visit(page, `${PATH}?mezzo=${direct.id}`);
  await expect(vehicleDialog(page, direct.name)).toBeVisible();
  // The old query link shows the vehicle page's address while the modal is open.
  await expect(page).toHaveURL(new RegExp(`${PATH}/${direct.slug}$`));
  await vehicleDialog(page, direct.name).getByRole('button', { name: 'Chiudi' }).click();
  await expect(vehicleDialog(page, direct.name)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));

  const vehicle = await openVehicleFromCard(page, 6);
  await expect(page).toHaveURL(new RegExp(`${PATH}/${vehicle.slug}$`));
  await page.goBack();
  await expect(vehicleDialog(page, vehicle.name)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  await page.goForward();
  await expect(vehicleDialog(page, vehicle.name)).toBeVisible();

  // An unknown id opens nothing.
  await visit(page, `${PATH}?mezzo=999`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a missing image says so and the lightbox falls back to the placeholder vehicle', async ({ page }) => {
  const vehicle = mustGetVehicle(10);
  await page.route(`**${vehicle.image}`, (route) => route.abort());
  await visit(page, `${PATH}?mezzo=${vehicle.id}`);
  const dialog = vehicleDialog(page, vehicle.name);
  await expect(dialog.getByRole('img', { name: vehicle.name, exact: true })).toHaveAttribute(
    'src',
    VEHICLE_PLACEHOLDER_IMAGE,
  );
  const mainImageButton = dialog.getByRole('button', { name: /, 1 di \d+$/ });
  await expect(mainImageButton.getByText(rental.fleet.imageMissing)).toBeVisible();
  // The thumbnails loaded: no notice is written for them.
  await expect(dialog.getByText(rental.fleet.imageMissing).filter({ visible: true })).toHaveCount(1);
  await mainImageButton.click();
  const box = lightbox(page, vehicle.name);
  await expect(box.getByRole('img')).toHaveAttribute('src', VEHICLE_PLACEHOLDER_IMAGE);
  await expect(box.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await box.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The card's lazy image fails too once it scrolls into view, and falls back the same way.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const card = cards(page).filter({ hasText: vehicle.name });
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('img')).toHaveAttribute('src', VEHICLE_PLACEHOLDER_IMAGE);
  await expect(card.getByText(rental.fleet.imageMissing)).toBeVisible();
});

test('the page has no axe violations and no horizontal overflow at 360 px', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await visit(page, PATH);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await openVehicleFromCard(page, 13);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});
