import { expect, test, type Page } from '@playwright/test';
import { services } from '../content/services';
import { filterServices, type ServiceFilterState } from '../lib/serviceFilter';
import { quoteRequestHref } from '../lib/quoteLinks';
import { collectConsoleProblems, dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';
import { settled } from './pageChecks';

const expectedIds = (state: ServiceFilterState) => filterServices(services, state).map((service) => String(service.id));

const cards = (page: Page) => page.locator('#catalogo-servizi > li');
const visibleCards = (page: Page) => page.locator('#catalogo-servizi > li:not([hidden])');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Cerca un servizio' });
const filtersToggle = (page: Page) => page.getByRole('button', { name: /^Filtri/ });
const category = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Categoria' }).getByRole('button', { name: label, exact: true });

async function expectVisible(page: Page, state: ServiceFilterState) {
  const ids = expectedIds(state);
  // Polled as a whole: the grid follows the address, which follows the field once typing pauses,
  // so the count alone can already match while the previous query's cards are shown.
  await expect
    .poll(() => visibleCards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-service-id'))))
    .toEqual(ids);
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

/**
 * /servizi on one load: what it pre-renders, the grid as it loads, then typing in the search
 * (a fresh tab per check cost more than the check). The fast typing goes first, into the empty
 * field: it types key by key, where the other step replaces the text. The category filters, the
 * empty state, a filtered address and the history start from a grid of their own.
 */
test('/servizi on one load: its HTML, the 15 cards and their links, and the search as it is typed', async ({
  page,
  request,
}) => {
  test.slow();
  const problems = collectConsoleProblems(page);
  await visit(page, '/servizi');

  await test.step('the pre-rendered HTML lists all 15 services, readable without JavaScript', async () => {
    const response = await request.get('/servizi');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const service of services) expect(html).toContain(`id="servizio-${service.id}-titolo"`);
    expect(html.match(/data-service-id="\d+"/g)).toHaveLength(15);
    expect(html).not.toMatch(/data-service-id="\d+" hidden/);
    expect(html).toContain('placeholder="Cerca un servizio..."');
  });

  await test.step('shows the 15 cards, the featured centre and quote links for each service', async () => {
    await expect(cards(page)).toHaveCount(15);
    await expect(visibleCards(page)).toHaveCount(15);
    await expect(page.getByRole('status').filter({ hasText: '15 servizi' })).toBeVisible();

    const featured = page.getByRole('region', { name: 'Centro assistenza autorizzato protezione respiratoria' });
    await expect(featured.getByText('Servizio Specializzato')).toBeVisible();
    await expect(featured.getByRole('link', { name: 'Scopri il centro assistenza' })).toHaveAttribute(
      'href',
      '/centro-spasciani',
    );

    const centreCard = page.locator('#catalogo-servizi > li[data-service-id="14"]');
    await expect(centreCard.getByText('Servizio Specializzato')).toBeVisible();
    await expect(centreCard.getByRole('link', { name: /Scopri di più/ })).toHaveAttribute('href', '/centro-spasciani');

    for (const service of services) {
      const link = page.locator(`#catalogo-servizi > li[data-service-id="${service.id}"]`).getByRole('link', {
        name: `Richiedi un preventivo per ${service.title}`,
      });
      await expect(link).toHaveAttribute('href', quoteRequestHref({ requestType: 'service', serviceId: service.id }));
    }
    await settled(page);
    expect(problems).toEqual([]);
  });

  await test.step('keys typed faster than the address follows are all kept, in the field, the grid and the URL', async () => {
    // Key by key with no delay: the address is written once typing pauses (components/ui/useAddressFollowing.ts).
    await search(page).pressSequentially('facility management', { delay: 0 });
    await expect(search(page)).toHaveValue('facility management');
    await expect(page).toHaveURL(/\/servizi\?q=facility\+management$/);
    await expectVisible(page, { query: 'facility management', category: 'all' });
  });

  await test.step('typing narrows the grid and writes the query to the URL', async () => {
    await search(page).fill('FIBRA');
    await expectVisible(page, { query: 'FIBRA', category: 'all' });
    await expect(page).toHaveURL(/\/servizi\?q=FIBRA$/);
    // A word found only in a description.
    await search(page).fill('autorespiratori');
    await expectVisible(page, { query: 'autorespiratori', category: 'all' });
    expect(expectedIds({ query: 'autorespiratori', category: 'all' })).toEqual(['14']);
  });
});

test('the Filtri toggle opens the categories, and a category narrows the grid', async ({ page }) => {
  await visit(page, '/servizi');
  const toggle = filtersToggle(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('group', { name: 'Categoria' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const labels = await page.getByRole('group', { name: 'Categoria' }).getByRole('button').allTextContents();
  expect(labels).toEqual(['Tutti i servizi', 'Sicurezza', 'Industriale', 'Logistica', 'Consulenza']);
  await expect(category(page, 'Tutti i servizi')).toHaveAttribute('aria-pressed', 'true');

  await category(page, 'Logistica').click();
  await expect(category(page, 'Logistica')).toHaveAttribute('aria-pressed', 'true');
  await expectVisible(page, { query: '', category: 'logistics' });
  await expect(page).toHaveURL(/\/servizi\?categoria=logistica$/);

  // Search and category combine.
  await search(page).fill('scorte');
  await expectVisible(page, { query: 'scorte', category: 'logistics' });
  await expect(visibleCards(page)).not.toHaveCount(0);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('group', { name: 'Categoria' })).toBeHidden();
});

test('a query with no match shows the empty state, and Reimposta filtri restores all 15', async ({ page }) => {
  await visit(page, '/servizi?categoria=consulenza');
  await search(page).fill('astronave');
  await expect(visibleCards(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Nessun servizio trovato' })).toBeVisible();
  await expect(page.getByText('Non abbiamo trovato servizi che corrispondono alla tua ricerca.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Reimposta filtri' }).click();
  await expect(visibleCards(page)).toHaveCount(15);
  await expect(search(page)).toHaveValue('');
  await expect(category(page, 'Tutti i servizi')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/servizi$/);
  await expect(page.getByRole('heading', { name: 'Nessun servizio trovato' })).toHaveCount(0);
  await expect(filtersToggle(page)).toBeFocused();
});

test('a filtered URL opened directly shows the filtered grid', async ({ page }) => {
  await visit(page, '/servizi?q=gestione&categoria=consulenza');
  await expectVisible(page, { query: 'gestione', category: 'consulting' });
  await expect(search(page)).toHaveValue('gestione');
  await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(category(page, 'Consulenza')).toHaveAttribute('aria-pressed', 'true');
  // It survives a reload.
  await page.reload();
  await expectVisible(page, { query: 'gestione', category: 'consulting' });
});

test('back and forward restore the previous filter', async ({ page }) => {
  await visit(page, '/servizi');
  await filtersToggle(page).click();
  await category(page, 'Sicurezza').click();
  await expectVisible(page, { query: '', category: 'security' });
  await category(page, 'Industriale').click();
  await expectVisible(page, { query: '', category: 'industrial' });
  await search(page).fill('impianti');
  await expectVisible(page, { query: 'impianti', category: 'industrial' });

  await page.goBack();
  await expect(page).toHaveURL(/\?categoria=industriale$/);
  await expectVisible(page, { query: '', category: 'industrial' });
  await expect(search(page)).toHaveValue('');
  await page.goBack();
  await expectVisible(page, { query: '', category: 'security' });
  await expect(category(page, 'Sicurezza')).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/servizi$/);
  await expect(visibleCards(page)).toHaveCount(15);
  await page.goForward();
  await expectVisible(page, { query: '', category: 'security' });
  await page.goForward();
  await page.goForward();
  await expectVisible(page, { query: 'impianti', category: 'industrial' });
  await expect(search(page)).toHaveValue('impianti');
});

test('no axe violations with the filter panel open', async ({ page }) => {
  await visit(page, '/servizi');
  await filtersToggle(page).click();
  await category(page, 'Sicurezza').click();
  await expect(category(page, 'Sicurezza')).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
});

test('fits a 360 px phone without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await visit(page, '/servizi');
  await filtersToggle(page).click();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
