import { expect, test, type Page } from '@playwright/test';
import { company } from '../content/company';
import { CAREERS_SHARE_DIR, positionShareFile } from '../lib/positionShareImages';
import { collectConsoleProblems, dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';
import { captured, captureMailto } from './mailtoCapture';
import { settled } from './pageChecks';
import { CLOSED_POSITION, OPEN_POSITION, SITE_POSITION, SWITCHED_POSITION } from './testContent';

/**
 * Issue 60, the open positions (e2e/testContent.ts makes three for the e2e build): the listing on
 * /lavora-con-noi, a page per position with Google's JobPosting, a closed one's page, "Candidati"
 * into the careers form with the position chosen, and positions closing between two builds, in
 * the visitor's browser by Rome's date, online and offline.
 */
const page$ = (slug: string) => `/lavora-con-noi/${slug}`;

type Node = Record<string, any>;

/** Every JSON-LD node of the page, by type. */
async function jsonLd(page: Page): Promise<Map<string, Node>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return new Map(blocks.map((text) => JSON.parse(text) as Node).map((node) => [node['@type'] as string, node]));
}

const listing = (page: Page) => page.getByRole('region', { name: 'Posizioni aperte' });
const card = (page: Page, title: string) => listing(page).getByRole('link', { name: title });
const emptyState = (page: Page) =>
  listing(page).getByRole('heading', { name: 'Al momento non ci sono posizioni aperte' });

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await captureMailto(page);
});

test('the listing shows the open positions, newest first, and not the closed one', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await visit(page, '/lavora-con-noi');
  await expect(listing(page).getByRole('heading', { level: 3 })).toHaveText([OPEN_POSITION.title, SITE_POSITION.title]);
  await expect(card(page, OPEN_POSITION.title)).toHaveAttribute('href', page$(OPEN_POSITION.slug));
  await expect(card(page, CLOSED_POSITION.title)).toHaveCount(0);
  await expect(card(page, SWITCHED_POSITION.title)).toHaveCount(0);
  const site = listing(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: SITE_POSITION.title }) });
  await expect(site).toContainText('Cantieri: provincia di prova');
  await expect(site).toContainText('Tempo determinato, tempo parziale');
  await expect(site).toContainText('Pubblicata il 20 ottobre 2026 · Candidature fino al 31 marzo 2099');
  await expect(emptyState(page)).toBeHidden();
  await settled(page);
  expect(problems).toEqual([]);
});

test('an open position’s page: trail, facts, texts, share picture and JobPosting', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await visit(page, page$(OPEN_POSITION.slug));
  await expect(page).toHaveTitle(`${OPEN_POSITION.title} | ${company.brand}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OPEN_POSITION.title);
  const trail = page.getByRole('navigation', { name: 'Percorso' });
  await expect(trail.getByRole('link')).toHaveText(['Home', 'Lavora con noi']);
  await expect(trail.locator('[aria-current="page"]')).toHaveText(OPEN_POSITION.title);
  const summary = page.getByRole('complementary', { name: 'In breve' });
  for (const fact of [
    company.address.city,
    'Tempo indeterminato, tempo pieno',
    '7 gennaio 2099',
    'Da 1.500 a 1.800 € lordi al mese',
    '2 novembre 2026',
    '30 giugno 2099',
  ]) {
    await expect(summary).toContainText(fact);
  }
  for (const heading of ['Di cosa ti occuperai', 'Requisiti', 'Cosa offriamo'])
    await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  await expect(page.getByText('Attività di prova numero due')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Candidati', exact: true }).first()).toHaveAttribute(
    'href',
    `/lavora-con-noi?posizione=${OPEN_POSITION.slug}#candidatura`,
  );
  await expect(page.getByRole('heading', { name: 'Questa posizione è chiusa' })).toBeHidden();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  expect(new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '').pathname).toBe(
    `${CAREERS_SHARE_DIR}/${positionShareFile(OPEN_POSITION.slug)}`,
  );

  const data = await jsonLd(page);
  expect([...data.keys()].sort()).toEqual(['BreadcrumbList', 'JobPosting']);
  expect(data.get('BreadcrumbList')?.itemListElement.map((item: Node) => item.name)).toEqual([
    'Home',
    'Lavora con noi',
    OPEN_POSITION.title,
  ]);
  const job = data.get('JobPosting')!;
  expect(job).toMatchObject({
    title: OPEN_POSITION.title,
    datePosted: '2026-11-02',
    validThrough: '2099-06-30T23:59:59+02:00',
    employmentType: ['FULL_TIME'],
    directApply: false,
    identifier: { '@type': 'PropertyValue', value: OPEN_POSITION.slug },
    hiringOrganization: { '@type': 'Organization', name: company.brand },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: company.address.city,
        addressCountry: company.address.countryCode,
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { minValue: 1500, maxValue: 1800, unitText: 'MONTH' },
    },
  });
  expect(job.description).toContain('<ul><li>Attività di prova numero uno</li>');
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('a position on the sites without pay: its place and terms, and no pay anywhere', async ({ page }) => {
  await visit(page, page$(SITE_POSITION.slug));
  await expect(page.getByRole('complementary', { name: 'In breve' })).toContainText('Cantieri: provincia di prova');
  await expect(page.getByText('Retribuzione')).toHaveCount(0);
  const job = (await jsonLd(page)).get('JobPosting')!;
  expect(job.employmentType).toEqual(['PART_TIME', 'TEMPORARY']);
  expect(job).not.toHaveProperty('baseSalary');
});

test('a closed position’s page says so, points on, and is neither indexed nor a JobPosting', async ({ page }) => {
  await visit(page, page$(CLOSED_POSITION.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CLOSED_POSITION.title);
  const notice = page.getByRole('region', { name: 'Questa posizione è chiusa' });
  await expect(notice).toContainText('Le candidature per questa posizione si sono chiuse il 31 gennaio 2026.');
  await expect(notice.getByRole('link', { name: 'Vedi le posizioni aperte' })).toHaveAttribute(
    'href',
    '/lavora-con-noi#posizioni',
  );
  await expect(notice.getByRole('link', { name: 'Invia una candidatura spontanea' })).toHaveAttribute(
    'href',
    '/lavora-con-noi#candidatura',
  );
  await expect(page.getByRole('link', { name: 'Candidati', exact: true })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect([...(await jsonLd(page)).keys()]).toEqual(['BreadcrumbList']);
  await expectNoAxeViolations(page);
});

test('a position closed by its switch, its closing date still to come: closed without a day, neither indexed nor a JobPosting', async ({
  page,
}) => {
  await visit(page, page$(SWITCHED_POSITION.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SWITCHED_POSITION.title);
  const notice = page.getByRole('region', { name: 'Questa posizione è chiusa' });
  await expect(notice).toContainText('Le candidature per questa posizione sono chiuse.');
  // Its closing date was not the day it closed: neither the notice nor the facts give it.
  await expect(page.getByText('31 dicembre 2099')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Candidati', exact: true })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect([...(await jsonLd(page)).keys()]).toEqual(['BreadcrumbList']);
});

test('"Candidati" opens the form with the position chosen, and the mail names it', async ({ page }) => {
  await visit(page, page$(OPEN_POSITION.slug));
  await settled(page);
  await page.getByRole('link', { name: 'Candidati', exact: true }).first().click();
  await expect(page).toHaveURL(/\/lavora-con-noi#candidatura$/);
  await expect(page.getByRole('heading', { name: 'Invia la tua candidatura' })).toBeFocused();
  await expect(page.getByLabel('Tipo di candidatura')).toHaveValue('posizione');
  const chosen = page.getByLabel('Posizione aperta');
  await expect(chosen).toHaveValue(OPEN_POSITION.slug);
  await expect(chosen.locator('option:checked')).toHaveText(OPEN_POSITION.title);
  await expect(chosen.locator('option')).toHaveText(['Scegli una posizione', OPEN_POSITION.title, SITE_POSITION.title]);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Maria');
  await page.getByLabel('Cognome').fill('Rossi');
  await page.getByLabel('Email').fill('maria.rossi@example.org');
  await page.getByRole('textbox', { name: 'Telefono' }).fill('333 1234567');
  await page.getByLabel('Lettera di presentazione').fill('Ho guidato carrelli per cinque anni.');
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await expectNoAxeViolations(page, '#candidatura');
  await page.getByRole('button', { name: 'Prepara email' }).click();
  await expect(page.getByText('Email Preparata!')).toBeVisible();
  const url = new URL((await captured(page))[0]!);
  expect(url.pathname).toBe(company.email.hr);
  expect(url.searchParams.get('subject')).toBe(`Candidatura per ${OPEN_POSITION.title} - Maria Rossi`);
  const body = url.searchParams.get('body') ?? '';
  expect(body).toContain('Tipo di candidatura: Posizione aperta sul sito');
  expect(body).toContain(`Posizione: ${OPEN_POSITION.title}`);
});

test('the third type chosen by hand asks for a position, in plain Italian', async ({ page }) => {
  await visit(page, '/lavora-con-noi');
  await page.getByLabel('Tipo di candidatura').selectOption('posizione');
  await page.getByRole('button', { name: 'Prepara email' }).click();
  await expect(page.getByText('Scegli la posizione per cui ti candidi')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused();
  await page.getByLabel('Posizione aperta').selectOption(SITE_POSITION.slug);
  await expect(page.getByText('Scegli la posizione per cui ti candidi')).toHaveCount(0);
});

test.describe('between two builds, by the date in Rome', () => {
  test('15 April 2099: the position on the sites has closed, the other is still listed', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2099-04-15T10:00:00+02:00'));
    await visit(page, '/lavora-con-noi');
    await expect(card(page, SITE_POSITION.title)).toBeHidden();
    await expect(card(page, OPEN_POSITION.title)).toBeVisible();
    await expect(emptyState(page)).toBeHidden();
    await page.getByLabel('Tipo di candidatura').selectOption('posizione');
    await expect(page.getByLabel('Posizione aperta').locator('option')).toHaveText([
      'Scegli una posizione',
      OPEN_POSITION.title,
    ]);
  });

  test('1 July 2099: both have closed, the empty state points to the spontaneous application', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2099-07-01T09:00:00+02:00'));
    await visit(page, '/lavora-con-noi');
    await expect(emptyState(page)).toBeVisible();
    await expect(listing(page).getByRole('link', { name: 'Invia una candidatura spontanea' })).toHaveAttribute(
      'href',
      '#candidatura',
    );
    await expect(card(page, OPEN_POSITION.title)).toBeHidden();
    await expect(card(page, SITE_POSITION.title)).toBeHidden();
    await expect(page.getByLabel('Tipo di candidatura').locator('option')).toHaveText([
      'Candidatura spontanea',
      'Risposta a un annuncio su LinkedIn',
    ]);
    await expectNoAxeViolations(page, '#posizioni');
  });

  test('1 July 2099: the position’s own page shows the closed notice instead of "Candidati"', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2099-07-01T09:00:00+02:00'));
    await visit(page, page$(OPEN_POSITION.slug));
    await expect(page.getByRole('heading', { name: 'Questa posizione è chiusa' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Candidati', exact: true })).toHaveCount(0);
  });
});

// Offline, from the worker's copy, the listing hides what has closed: checked on the one precache
// of e2e/offline-publications.spec.ts.
