import { expect, test, type Page } from '@playwright/test';
import { OPEN_POSITION, SITE_POSITION } from './testContent';
import { visit } from './helpers';

/**
 * Issue 60 offline: the news and careers listings are on the device after a first visit; a news
 * item's or a position's page once it has been opened, and not before (lib/offline/precachePlan.ts,
 * isKeptWhenOpened). Runs on the e2e build's test content (e2e/testContent.ts). Then, with no
 * network, the careers listing hides the positions that have closed since the build, by the
 * visitor's clock (issue 60, e2e/positions.spec.ts has them online). One precache for both: it is
 * the longest step of each.
 */
test.use({ serviceWorkers: 'allow' });

const FIRST_ITEM = '/notizie/notizia-di-prova-2';
const UNOPENED_ITEM = '/notizie/notizia-di-prova-5';
const POSITION = `/lavora-con-noi/${OPEN_POSITION.slug}`;

const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) found.push(new URL(request.url).pathname);
    return found;
  });

const listing = (page: Page) => page.getByRole('region', { name: 'Posizioni aperte' });
const card = (page: Page, title: string) => listing(page).getByRole('link', { name: title });

test('offline: the listings after a first visit, an item page once opened, an unopened one says "Sei offline", closed positions hidden', async ({
  page,
  context,
}) => {
  // The worker registers once the page settles, then downloads its precache (see offline.spec.ts).
  test.slow();
  // A first visit straight to a news item: the install keeps the page it was opened on.
  await visit(page, FIRST_ITEM);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // A position opened under the worker: kept as it is opened.
  await visit(page, POSITION);
  await expect(page.locator('h1')).toHaveText(OPEN_POSITION.title);
  await expect.poll(async () => (await cachedPaths(page)).includes(`${POSITION}.html`)).toBe(true);

  const cached = await cachedPaths(page);
  expect(cached).toEqual(
    expect.arrayContaining([
      '/notizie.html',
      '/notizie/pagina/2.html',
      '/lavora-con-noi.html',
      `${FIRST_ITEM}.html`,
      `${FIRST_ITEM}.txt`,
    ]),
  );
  expect(cached).not.toContain(`${UNOPENED_ITEM}.html`);

  await context.setOffline(true);
  for (const path of ['/notizie', '/notizie/pagina/2', '/lavora-con-noi', FIRST_ITEM, POSITION]) {
    await visit(page, path);
    await expect(page.locator('h1'), path).toBeVisible();
    await expect(page.locator('h1'), path).not.toHaveText('Sei offline');
  }
  await visit(page, UNOPENED_ITEM);
  await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();

  // The listing hides what has closed with no network, by the device's date.
  await visit(page, '/lavora-con-noi');
  await page.clock.setFixedTime(new Date('2099-04-15T10:00:00+02:00'));
  await page.reload();
  await expect(card(page, OPEN_POSITION.title)).toBeVisible();
  await expect(card(page, SITE_POSITION.title)).toBeHidden();
  await page.clock.setFixedTime(new Date('2099-07-01T09:00:00+02:00'));
  await page.reload();
  await expect(listing(page).getByRole('heading', { name: 'Al momento non ci sono posizioni aperte' })).toBeVisible();
  await expect(card(page, OPEN_POSITION.title)).toBeHidden();
});
