import { expect, test, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { company } from '../content/company';
import { vehicles } from '../content/fleet';
import { LIGHTBOX_INDEX_ATTRIBUTE } from '../lib/fleet';
import { vehiclePagePath } from '../lib/vehiclePages';
import { dismissCookieBanner, expectNoAxeViolations } from './helpers';
import { watchPolicy } from './policy';
import { settled } from './pageChecks';

/**
 * Issue 43: when a chunk cannot load (no signal, or a newer deploy removed it), the visitor still
 * gets the site: the site's Italian error page inside its header and footer, or, for the PDF
 * viewer, a message in the viewer's place; never Next's English screen. Workers are blocked here
 * (playwright.config.ts), so a route stands for the missing file; e2e/offline.spec.ts covers the
 * real worker.
 */
const vehicle = vehicles[0];
if (!vehicle) throw new Error('the fleet is empty');
const vehiclePath = vehiclePagePath(vehicle.slug);

/** pdf.js's chunk in this build (only it sets its worker's options). */
const chunks = join('out', '_next', 'static', 'chunks');
const pdfjsChunks = readdirSync(chunks).filter(
  (name) => name.endsWith('.js') && readFileSync(join(chunks, name), 'utf8').includes('GlobalWorkerOptions'),
);

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

/** Policy reports only: the failed chunk itself is expected to show up as an error. */
async function policyViolations(watched: () => Promise<string[]>) {
  return (await watched()).filter((message) => /Content Security Policy|Refused to|blocked/.test(message));
}

/**
 * Routed from the start (routing keeps the browser cache out of the way), and failed from the
 * moment the returned switch is thrown: every chunk, as after a deploy that removed the old
 * build's files, or only those whose code matches `only` (a failure of one feature's code, while
 * the error screen's own chunk still loads, as with the worker's precache).
 */
async function chunksThatStopLoading(page: Page, only?: RegExp) {
  const state = { broken: false };
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!state.broken) return route.continue();
    if (!only) return route.abort('failed');
    const response = await route.fetch();
    return only.test(await response.text()) ? route.abort('failed') : route.fulfill({ response });
  });
  return (broken: boolean) => {
    state.broken = broken;
  };
}

/** The lightbox's code: its counter's attribute is a string in the build's chunks (no component names there). */
const LIGHTBOX_CODE = /data-lightbox-counter/;

async function hydrated(page: Page) {
  // The gallery's click handler is React's: wait until the page's scripts have run.
  await page.waitForFunction(() => document.readyState === 'complete');
  await settled(page);
}

test('a chunk that cannot load shows the site’s error page under the policy, and Ricarica reloads the same address', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const breakChunks = await chunksThatStopLoading(page, LIGHTBOX_CODE);
  await page.goto(`${vehiclePath}?foto=1`);
  await hydrated(page);
  breakChunks(true);
  await page.locator(`a[${LIGHTBOX_INDEX_ATTRIBUTE}]`).first().click();

  const main = page.locator('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Questa pagina non si è caricata del tutto' }),
  ).toBeVisible();
  await expect(page.getByText('This page couldn’t load')).toHaveCount(0);
  // Only the page's content was replaced: the header and the footer stay, and the phone is there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(main.getByRole('link', { name: new RegExp(`Chiama`) })).toHaveAttribute(
    'href',
    `tel:${company.phone.tel}`,
  );
  // Styled, by the site's own rules: the band is navy, not the browser's default white.
  expect(await main.locator('[data-tone="navy"]').evaluate((band) => getComputedStyle(band).backgroundImage)).toContain(
    'linear-gradient',
  );
  expect(await policyViolations(violations)).toEqual([]);
  await expectNoAxeViolations(page);

  breakChunks(false);
  const reload = page.waitForRequest((request) => request.isNavigationRequest());
  await main.getByRole('button', { name: 'Ricarica' }).click();
  expect((await reload).url()).toMatch(new RegExp(`${vehiclePath}\\?foto=1$`));
  await expect(page.getByRole('heading', { level: 1, name: vehicle.name })).toBeVisible();
});

test('every chunk gone (a newer deploy, no worker): the plain message inside the header and the footer, with the phone, under the policy', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const breakChunks = await chunksThatStopLoading(page);
  await page.goto(vehiclePath);
  await hydrated(page);
  breakChunks(true);
  await page.locator(`a[${LIGHTBOX_INDEX_ATTRIBUTE}]`).first().click();

  const main = page.locator('main');
  // Taken to it from the picture far down the page where the click was.
  const heading = main.getByRole('heading', { level: 1, name: 'Questa pagina non si è caricata del tutto' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByText('This page couldn’t load')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo').locator(`a[href="tel:${company.phone.tel}"]`).first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Ricarica' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Torna indietro' })).toBeVisible();
  expect(await policyViolations(violations)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('Torna indietro goes back to the page before', async ({ page }) => {
  const breakChunks = await chunksThatStopLoading(page, LIGHTBOX_CODE);
  await page.goto('/chi-siamo');
  await page.goto(vehiclePath);
  await hydrated(page);
  breakChunks(true);
  await page.locator(`a[${LIGHTBOX_INDEX_ATTRIBUTE}]`).first().click();
  const back = page.locator('main').getByRole('link', { name: 'Torna indietro' });
  await expect(back).toBeVisible();
  breakChunks(false);
  await back.click();
  await expect(page).toHaveURL(/\/chi-siamo$/);
});

test('offline before pdf.js arrived, the viewer says so in its place and offers the file; the page stays', async ({
  page,
  context,
}) => {
  await page.goto(vehiclePath);
  await hydrated(page);
  const opener = page.getByRole('link', { name: 'Apri la scheda tecnica' });
  // Pointing at the link fetches the dialog's code; the viewer's comes only when it opens.
  await opener.hover();
  await settled(page);
  await context.setOffline(true);
  await opener.click();
  const viewer = page.getByRole('dialog', { name: `Scheda tecnica: ${vehicle.name}` });
  const notice = viewer.getByRole('status').filter({ hasText: 'Sei offline' });
  await expect(notice).toContainText('il documento si potrà aprire nel visualizzatore appena torni online', {
    timeout: 20_000,
  });
  await expect(notice.getByRole('link', { name: /\(PDF\)/ })).toHaveAttribute(
    'href',
    `/documents/scheda-tecnica-${vehicle.slug}.pdf`,
  );
  await expectNoAxeViolations(page, 'dialog');
  // Back online, the viewer loads by itself in the message's place.
  await context.setOffline(false);
  await expect(notice).toHaveCount(0, { timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: vehicle.name })).toBeVisible();
});

test('pdf.js removed by a newer deploy: the viewer says it did not load, the rest of the page works', async ({
  page,
}) => {
  expect(pdfjsChunks.length).toBeGreaterThan(0);
  await page.route(new RegExp(`/_next/static/chunks/(${pdfjsChunks.join('|').replace(/\./g, '\\.')})`), (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Visualizza online: Codice Etico' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('status')).toContainText('Il visualizzatore dei documenti non si è caricato', {
    timeout: 20_000,
  });
  await expect(viewer.getByRole('link', { name: /\(PDF\)/ })).toHaveAttribute(
    'href',
    /\/documents\/codice-etico\.pdf$/,
  );
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/favicon.ico is an icon, not a 404', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/x-icon');
  expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});
