import { expect as baseExpect, test, type Page } from '@playwright/test';
import { fleetCategories } from '../content/fleet';
import { dismissCookieBanner, INTERACTIVE } from './helpers';
import { captureMailto } from './mailtoCapture';
import { SITE_POSITION } from './testContent';

/**
 * Issue 66: what a visitor does before the page's scripts arrive is never lost. Each page loads
 * on a CPU six times slower, and its scripts are held back until the visitor has acted on what
 * the HTML shows at first paint: the worst case of a slow phone, the same on any machine. Then
 * the scripts run, and the value and what it does are checked after hydration, and again after
 * the island has rendered once more. A control that cannot work without its script is not
 * offered (disabled) until it does.
 */

/**
 * On a CPU six times slower, the first paint of a long page and its hydration take six times as
 * long as anywhere else: each wait gets six times the usual 5 s, and each test three times the
 * usual time (test.slow). Waits still end as soon as what they wait for is there.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

/** Opens `path` with its scripts held back; returns the function that lets them run and waits for hydration. */
async function openBeforeScripts(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    await expect(page.locator(INTERACTIVE), 'the visitor acted before the scripts ran').toHaveCount(0);
    release();
    await page.locator(INTERACTIVE).waitFor({ state: 'attached' });
  };
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('careers: the type, a name and the consent given at first paint hold, and the position is asked for', async ({
  page,
}) => {
  test.slow();
  await captureMailto(page);
  const hydrate = await openBeforeScripts(page, '/lavora-con-noi');
  const type = page.getByLabel('Tipo di candidatura');
  const name = page.getByRole('textbox', { name: 'Nome', exact: true });
  const privacy = page.getByRole('checkbox', { name: /informativa sulla privacy/ });
  await type.selectOption('posizione');
  await name.fill('Maria');
  await privacy.check();
  await expect(page.getByRole('button', { name: 'Prepara email' }), 'not offered before its script').toBeDisabled();
  await hydrate();

  const position = page.getByLabel('Posizione aperta');
  await expect(position, 'the chosen type reveals its field').toBeVisible();
  await expect(type).toHaveValue('posizione');
  await expect(name).toHaveValue('Maria');
  await expect(privacy).toBeChecked();
  // The island renders again: what the visitor did is its state, not only the screen's.
  await page.getByRole('button', { name: 'Prepara email' }).click();
  await expect(page.getByText('Scegli la posizione per cui ti candidi')).toBeVisible();
  await expect(type).toHaveValue('posizione');
  await expect(name).toHaveValue('Maria');
  await expect(privacy).toBeChecked();
  await position.selectOption(SITE_POSITION.slug);
  await expect(page.getByText('Scegli la posizione per cui ti candidi')).toHaveCount(0);
});

test('anonymous report: subject and message typed at first paint are kept and counted', async ({ page }) => {
  test.slow();
  const hydrate = await openBeforeScripts(page, '/segnalazione-anonima');
  await page.getByLabel('Oggetto').fill('Prova');
  await page.getByLabel('Messaggio').fill('Scritta prima che arrivassero gli script.');
  await expect(page.getByRole('button', { name: 'Invia segnalazione' })).toBeDisabled();
  await hydrate();

  await expect(page.locator('#report-subject-counter'), 'the counter counts what was typed').toContainText('5');
  await page.getByRole('button', { name: 'Invia segnalazione' }).focus();
  await expect(page.getByLabel('Oggetto')).toHaveValue('Prova');
  await expect(page.getByLabel('Messaggio')).toHaveValue('Scritta prima che arrivassero gli script.');
});

test('request wizard: the kind of request chosen at first paint leads the next step', async ({ page }) => {
  test.slow();
  const hydrate = await openBeforeScripts(page, '/contatti#modulo');
  const rental = page.getByRole('radio', { name: 'Noleggio mezzi' });
  await rental.check();
  await hydrate();

  const vehicles = page.getByRole('group', { name: 'Mezzo da noleggiare' });
  await expect(vehicles, 'the rental branch asks for a vehicle').toBeVisible();
  await vehicles.getByRole('radio').first().check();
  await expect(rental).toBeChecked();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('heading', { level: 4, name: /^Passo 2 di 4/ })).toBeVisible();
});

test('service search: words typed at first paint filter the catalogue and reach the address', async ({ page }) => {
  test.slow();
  const hydrate = await openBeforeScripts(page, '/servizi');
  const search = page.getByRole('searchbox', { name: 'Cerca un servizio' });
  await search.fill('autorespiratori');
  await expect(page.getByRole('button', { name: /^Filtri/ }), 'not offered before its script').toBeDisabled();
  await hydrate();

  await expect(page.getByRole('status').filter({ hasText: /\d+ serviz/ })).toContainText('«autorespiratori»');
  await expect(page).toHaveURL(/\/servizi\?q=autorespiratori$/);
  await expect(search).toHaveValue('autorespiratori');
  await expect(page.locator('#catalogo-servizi > li:not([hidden])')).toHaveCount(1);
});

test('site search: words typed at first paint are searched once the search can run', async ({ page }) => {
  test.slow();
  const hydrate = await openBeforeScripts(page, '/cerca');
  const field = page.getByRole('main').getByRole('searchbox');
  await field.fill('noleggio');
  await hydrate();

  await expect(field).toHaveValue('noleggio');
  await expect(page).toHaveURL(/\/cerca\?q=noleggio/);
  await expect(page.getByRole('status').filter({ hasText: /risultat/ })).toBeVisible();
  await expect(page.locator('a[data-result]').first()).toBeVisible();
});

test('header search: words typed at first paint stay, and the search opens on them', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const hydrate = await openBeforeScripts(page, '/chi-siamo');
  const field = page.locator('#cerca-intestazione');
  await field.fill('muletto');
  await hydrate();

  await expect(field).toHaveValue('muletto');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/cerca\?q=muletto$/);
});

test('legal pages: the language switch is offered once it works, and then works', async ({ page }) => {
  test.slow();
  const hydrate = await openBeforeScripts(page, '/cookies-policy');
  const english = page
    .getByRole('group', { name: /Lingua del documento/ })
    .getByRole('button', { name: 'EN', exact: true });
  await expect(english).toBeVisible();
  await expect(english, 'a press now would be lost').toBeDisabled();
  await hydrate();

  await english.click();
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?lang=en$/);
  await expect(page.locator('[lang="en"] h1, h1[lang="en"], h1 [lang="en"]').first()).toBeVisible();
});

test('fleet finder: its tabs are offered once they work; its filters arrive with their script', async ({ page }) => {
  test.slow();
  const quota = fleetCategories.find((category) => category.id === 'lavoriAltaQuota')!;
  const hydrate = await openBeforeScripts(page, '/gielle-rental');
  const tab = page.getByRole('tab', { name: quota.name });
  await expect(tab).toBeVisible();
  await expect(tab, 'a press now would be lost').toBeDisabled();
  await expect(page.getByRole('combobox'), 'no filter in the HTML before its script').toHaveCount(0);
  await hydrate();

  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?categoria=lavoriAltaQuota$/);
});

test('home: the carousel and the certifications filter are offered once they work', async ({ page }) => {
  test.slow();
  const hydrate = await openBeforeScripts(page, '/');
  const filters = page.getByRole('group', { name: 'Filtra le certificazioni' }).getByRole('button');
  const nextSlide = page.getByRole('button', { name: 'Diapositiva successiva' });
  const thirdSlide = page.getByRole('button', { name: /^Diapositiva 3:/ });
  await expect(filters.first()).toBeVisible();
  for (const button of await filters.all()) await expect(button).toBeDisabled();
  await expect(nextSlide, 'a press now would be lost').toBeDisabled();
  await expect(thirdSlide).toBeDisabled();
  await hydrate();

  await filters.nth(1).click();
  await expect(filters.nth(1)).toHaveAttribute('aria-pressed', 'true');
  // A dot, not the arrow: autoplay may have moved on while the test was below, and the slide
  // after the current one is then not slide 2. A press pauses autoplay (focus), so slide 3 stays.
  await expect(nextSlide).toBeEnabled();
  await thirdSlide.click();
  await expect(thirdSlide).toHaveAttribute('aria-current', 'true');
});

test('phone: the cookie banner and the menu are offered once they work, then they work', async ({ browser }) => {
  test.slow();
  // A first visit: no stored choice, so the banner shows.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    const hydrate = await openBeforeScripts(page, '/chi-siamo');
    const accept = page.getByRole('button', { name: 'Accetta', exact: true });
    const menu = page.locator('header button[aria-controls]').filter({ hasText: 'Menu' });
    await expect(accept).toBeVisible();
    await expect(accept, 'a press now would be lost').toBeDisabled();
    await expect(page.getByRole('button', { name: 'Chiudi e continua senza accettare' })).toBeDisabled();
    await expect(menu).toBeDisabled();
    await hydrate();

    await accept.click();
    await expect(accept).toBeHidden();
    await menu.click();
    await expect(page.locator('header button[aria-controls]').first()).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Contatti' }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
