import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { company } from '../content/company';
import { siteDocuments } from '../content/documents';
import { vehicles } from '../content/fleet';
import { searchText } from '../content/search';
import { isListingCopy, SHARED_PARTS } from '../scripts/searchIndex';
import { exportedPages } from '../scripts/exportedPages';
import { CLOSED_POSITION, OPEN_POSITION, REFERENCE, SWITCHED_POSITION } from './testContent';
import {
  collectConsoleProblems,
  dismissCookieBanner,
  expectNoAxeViolations,
  pressAndSeeFocus,
  tabSeeingFocus,
  visit,
} from './helpers';

/**
 * The site search over the export (issue 44): the index the build wrote, queried in the browser
 * as a visitor does, from the header and on /cerca. (No scripts: e2e/no-script.spec.ts; offline:
 * e2e/offline.spec.ts; the policy of /cerca on every host: the crawls.)
 */
test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

const results = (page: Page) => page.locator('a[data-result]');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /risultat/ });

async function search(page: Page, query: string) {
  await visit(page, `/cerca?q=${encodeURIComponent(query)}`);
  await expect(status(page)).toBeVisible();
}

// One tab for a buyer's searches: each search is a new load of /cerca, but the search's code
// and index come from the tab's cache after the first, as they would for a visitor.
test('searches on /cerca: a buyer’s words, positions and references, no result, the kind filters', async ({
  page,
  request,
}) => {
  test.slow();
  await test.step('a buyer’s words find the machine, the service and the document', async () => {
    const problems = collectConsoleProblems(page);

    await search(page, 'muletto');
    const forklifts = vehicles.filter((vehicle) => vehicle.slug.startsWith('carrello-')).map((vehicle) => vehicle.name);
    await expect(status(page)).toHaveText(searchText.count(forklifts.length, 'muletto'));
    expect([...(await results(page).allTextContents())].sort()).toEqual([...forklifts].sort());

    await search(page, 'piattaforma 15');
    const platforms15 = vehicles
      .filter((vehicle) => /^piattaforma-.*-15m$/.test(vehicle.slug))
      .map((vehicle) => vehicle.name);
    expect(platforms15).toHaveLength(2);
    expect([...(await results(page).allTextContents()).slice(0, 2)].sort()).toEqual([...platforms15].sort());

    await search(page, 'ricarica bombole');
    await expect(results(page).first()).toHaveAttribute('href', '/centro-spasciani');

    await search(page, 'codice etico');
    await expect(results(page).first()).toHaveAttribute('href', '/documents/codice-etico.pdf');
    await expect(page.locator('ol > li').first().locator('[data-kind]')).toHaveText(searchText.documentKind);

    // The matched words stand out in the excerpt.
    await expect(page.locator('li mark').first()).toHaveText(/codice|etico/i);
    expect(problems).toEqual([]);
  });

  await test.step('an open position and a reference are found by their titles, under their own filters; a closed position is not', async () => {
    await search(page, 'magazziniere carrellista');
    await expect(results(page).first()).toHaveAttribute('href', `/lavora-con-noi/${OPEN_POSITION.slug}`);
    await expect(results(page).first()).toHaveText(OPEN_POSITION.title);
    await expect(page.locator('ol > li').first().locator('[data-kind]')).toHaveText('Lavoro');
    await page.getByRole('radio', { name: /^Lavoro/ }).check();
    await expect(page).toHaveURL(/tipo=Lavoro$/);
    for (const href of await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/lavora-con-noi/);

    await search(page, 'scaffalature in quota');
    await expect(results(page).first()).toHaveAttribute('href', `/notizie/${REFERENCE.slug}`);
    await page.getByRole('radio', { name: /^Notizie/ }).check();
    await expect(results(page).first()).toHaveAttribute('href', `/notizie/${REFERENCE.slug}`);
    // Each item is its own result: the listing's further pages and kind views are not indexed.
    for (const href of await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).not.toMatch(/\/notizie\/(pagina|tipo)\//);

    // Closed before this build: out of the index and the sitemap, while its page still answers.
    await search(page, 'addetto alle pulizie');
    expect(await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).not.toContain(
      `/lavora-con-noi/${CLOSED_POSITION.slug}`,
    );
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/lavora-con-noi/${OPEN_POSITION.slug}</loc>`);
    expect(sitemap).toContain(`/notizie/${REFERENCE.slug}</loc>`);
    expect(sitemap).toContain('/notizie</loc>');
    expect(sitemap).not.toContain(CLOSED_POSITION.slug);
    expect((await request.get(`/lavora-con-noi/${CLOSED_POSITION.slug}`)).status()).toBe(200);
    // Closed by its switch, its date still to come: the same.
    await search(page, 'autista con patente');
    expect(await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).not.toContain(
      `/lavora-con-noi/${SWITCHED_POSITION.slug}`,
    );
    expect(sitemap).not.toContain(SWITCHED_POSITION.slug);
  });

  await test.step('a search with no result says so, with the phone and the way to /contatti, and keeps the index', async () => {
    await search(page, 'zzqxw');
    await expect(status(page)).toHaveText(searchText.none('zzqxw'));
    await expect(page.getByRole('main').locator(`a[href="tel:${company.phone.tel}"]`)).toContainText(searchText.call);
    await expect(page.getByRole('link', { name: searchText.contactsLink })).toHaveAttribute('href', '/contatti');
    await expect(page.getByRole('heading', { name: searchText.indexTitle })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the kind filters narrow the results and the address follows, so a search can be shared', async () => {
    await search(page, 'piattaforma');
    const all = await results(page).count();
    await page.getByRole('radio', { name: /^Documenti/ }).check();
    await expect(page).toHaveURL(/\/cerca\?q=piattaforma&tipo=Documenti$/);
    await expect(results(page).first()).toHaveAttribute('href', /^\/documents\//);
    for (const href of await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/\.pdf$/);
    await page.reload();
    await expect(page.getByRole('radio', { name: /^Documenti/ })).toBeChecked();
    await page.getByRole('radio', { name: /^Tutti/ }).check();
    await expect(results(page)).toHaveCount(Math.min(all, 10));
    await expectNoAxeViolations(page);
  });
});

for (const { width, height } of [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]) {
  test(`keys only at ${width} px: header search, results by arrow keys, back to the field`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await visit(page, '/gielle-rental');
    // Nothing takes focus on load (the panel's field is autofocus only for when it opens).
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    if (width < 1280) {
      const opener = page.getByRole('button', { name: searchText.fieldLabel });
      await opener.focus();
      await pressAndSeeFocus(page, 'Enter', 'opening the search panel');
      const panel = page.getByRole('dialog', { name: searchText.fieldLabel });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('searchbox', { name: searchText.fieldLabel })).toBeFocused();
      await expectNoAxeViolations(page);
      // Escape closes it and gives focus back to the button.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(opener).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('searchbox')).toBeFocused();
    } else {
      await page.getByRole('banner').getByRole('searchbox', { name: searchText.fieldLabel }).focus();
    }
    await page.keyboard.type('muletto');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cerca\?q=muletto$/);
    await expect(status(page)).toBeVisible();
    // Results and filters fit the screen: nothing to scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const field = page.getByRole('main').getByRole('searchbox', { name: searchText.fieldLabel });
    await expect(field).toHaveValue('muletto');
    await tabSeeingFocus(page, field);
    await pressAndSeeFocus(page, 'ArrowDown', 'ArrowDown from the field');
    await expect(results(page).first()).toBeFocused();
    await pressAndSeeFocus(page, 'ArrowDown', 'ArrowDown to the second result');
    await expect(results(page).nth(1)).toBeFocused();
    await pressAndSeeFocus(page, 'ArrowUp');
    await pressAndSeeFocus(page, 'ArrowUp', 'ArrowUp from the first result');
    await expect(field).toBeFocused();
    // Typing refines the results in place; the count is announced by the status.
    await page.keyboard.press('End');
    await page.keyboard.type(' diesel');
    await expect(status(page)).toHaveText(/risultat.* per «muletto diesel»/);
    await expect(page).toHaveURL(/\/cerca\?q=muletto\+diesel$/);
    await expect(results(page).first()).toContainText('diesel');
    await pressAndSeeFocus(page, 'ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gielle-rental\/carrello-diesel-/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('/cerca asks not to be indexed, and the home page tells search engines where the search is', async ({ page }) => {
  await visit(page, '/cerca?q=muletto');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await visit(page, '/');
  const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
  const website = graphs
    .flatMap((text) => (JSON.parse(text) as { '@graph'?: Array<Record<string, unknown>> })['@graph'] ?? [])
    .find((node) => node['@type'] === 'WebSite');
  expect(website?.potentialAction).toMatchObject({
    '@type': 'SearchAction',
    target: { urlTemplate: expect.stringMatching(/\/cerca\?q=\{search_term_string\}$/) },
    'query-input': 'required name=search_term_string',
  });
});

test('the index holds pages’ own words, not the parts they share', () => {
  // Each part the index leaves out still exists somewhere in the export: a renamed section would
  // otherwise slip back into every result quietly.
  const pages = exportedPages().filter((page) => page.indexable);
  const htmls = pages.map((page) => readFileSync(join('out', page.file), 'utf8'));
  const markers: Record<(typeof SHARED_PARTS)[number], RegExp> = {
    'main nav': /<main\b[\s\S]*<nav\b[\s\S]*<\/main>/,
    '#richiesta': /id="richiesta"/,
    '#altri-mezzi': /id="altri-mezzi"/,
    '[aria-labelledby="servizi-correlati"]': /aria-labelledby="servizi-correlati"/,
    '[lang="en"]': /<main\b[\s\S]*lang="en"[\s\S]*<\/main>/,
    form: /<main\b[\s\S]*<form\b[\s\S]*<\/main>/,
    button: /<main\b[\s\S]*<button\b[\s\S]*<\/main>/,
  };
  for (const part of SHARED_PARTS)
    expect(
      htmls.some((html) => markers[part].test(html)),
      part,
    ).toBe(true);
  expect(htmls.filter((html) => html.includes('data-pagefind-ignore')).length).toBeGreaterThan(10);
  // One Italian index, and none of Pagefind's ready-made interfaces.
  const entry = JSON.parse(readFileSync(join('out', 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  expect(Object.keys(entry.languages)).toEqual(['it']);
  // Every indexable page but the news listing's further pages and kind views, and every document.
  expect(entry.languages.it?.page_count).toBe(
    pages.filter((page) => !isListingCopy(page.path)).length + siteDocuments.length,
  );
});
