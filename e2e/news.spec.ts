import { parseFeed } from '@rowanmanning/feed-parser';
import { expect, test, type Page } from '@playwright/test';
import { company, siteUrl } from '../content/company';
import { vehicleBySlug } from '../content/fleet';
import { newsPage } from '../content/newsPage';
import { pages } from '../content/pages';
import { italianDay } from '../lib/positions';
import { listingMeta, NEWS_PAGE_SIZE } from '../lib/newsListing';
import { serviceBySlug } from '../lib/servicePages';
import { collectConsoleProblems, dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';
import { settled } from './pageChecks';
import { NEWS_COUNT, REFERENCE, testNews } from './testContent';

/**
 * /notizie, its views, an item's page, the feed and the links between references and the vehicle
 * and service pages, over the end-to-end build's 14 test items (e2e/testContent.ts: one reference,
 * 13 news items). Everything here is static HTML: the filter and the pages are plain links.
 */

/** The test items as the listing orders them: newest first, then by slug. */
const newest = [...testNews()].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
const reference = newest.find((item) => item.slug === REFERENCE.slug);
const plainNews = newest.find((item) => item.kind === 'notizia');
if (!reference || !plainNews) throw new Error('the test content has no reference or no news item');

const cards = (page: Page) => page.locator('main [data-news-card]');
const cardTitles = (page: Page) => cards(page).getByRole('heading');

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? 'null') as Record<string, unknown>));

const feedLink = (page: Page) => page.locator('head link[rel="alternate"][type="application/atom+xml"]');

async function expectFeedAnnounced(page: Page) {
  await expect(feedLink(page)).toHaveCount(1);
  await expect(feedLink(page)).toHaveAttribute('href', `${siteUrl}/notizie/feed.xml`);
  await expect(feedLink(page)).toHaveAttribute('title', newsPage.feed.title);
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

// One context for /notizie's two walks. Each leaves the page by a link, so the second starts from
// /notizie loaded again, as it did in a test of its own.
test('/notizie: its pages, then its kind filter', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  expect(newest).toHaveLength(NEWS_COUNT);
  await visit(page, '/notizie');

  await test.step('/notizie lists the newest 12, the rest on page 2, each page its own title and canonical', async () => {
    await expect(page).toHaveTitle(`${pages.news.title} | ${company.brand}`);
    await expect(page.locator('h1')).toHaveText('Notizie e referenze: le più recenti');
    await expect(cardTitles(page)).toHaveText(newest.slice(0, NEWS_PAGE_SIZE).map((item) => item.title));

    // A reference's card: its photo (with its alt), kind, date in Italian and place.
    const card = page.locator(`[data-news-card="${REFERENCE.slug}"]`);
    await expect(card.getByRole('img', { name: reference.photos[0]?.alt })).toBeVisible();
    await expect(card).toContainText(`Referenza · ${italianDay(reference.date)}`);
    await expect(card).toContainText(reference.summary);
    await expect(card).toContainText(reference.place ?? '');

    const pagination = page.getByRole('navigation', { name: newsPage.paginationLabel });
    await expect(pagination.getByRole('link')).toHaveText(['1', '2']);
    await expect(pagination.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
    await expectFeedAnnounced(page);
    await settled(page);
    await expectNoAxeViolations(page);

    await pagination.getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/\/notizie\/pagina\/2$/);
    await expect(cardTitles(page)).toHaveText(newest.slice(NEWS_PAGE_SIZE).map((item) => item.title));
    await expect(
      page.getByRole('navigation', { name: newsPage.paginationLabel }).getByRole('link', { name: 'Pagina 2' }),
    ).toHaveAttribute('aria-current', 'page');
    const second = listingMeta({ filter: 'tutte', page: 2 });
    await expect(page).toHaveTitle(`${second.title} | ${company.brand}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', second.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/notizie/pagina/2`);
    expect(problems).toEqual([]);
  });

  await test.step('the kind filter is a set of links to static pages', async () => {
    await visit(page, '/notizie');
    const filters = page.getByRole('navigation', { name: newsPage.filterNavLabel });
    await expect(filters.getByRole('link')).toHaveText(['Tutte', 'Notizie', 'Referenze']);
    await expect(filters.getByRole('link', { name: 'Tutte' })).toHaveAttribute('aria-current', 'page');

    await filters.getByRole('link', { name: 'Referenze' }).click();
    await expect(page).toHaveURL(/\/notizie\/tipo\/referenze$/);
    await expect(cardTitles(page)).toHaveText([REFERENCE.title]);
    await expect(
      page.getByRole('navigation', { name: newsPage.filterNavLabel }).getByRole('link', { name: 'Referenze' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/notizie/tipo/referenze`);
    await expect(page).toHaveTitle(`${listingMeta({ filter: 'referenze', page: 1 }).title} | ${company.brand}`);
    await expect(page.getByRole('navigation', { name: newsPage.paginationLabel })).toHaveCount(0);

    const onlyNews = newest.filter((item) => item.kind === 'notizia');
    await page
      .getByRole('navigation', { name: newsPage.filterNavLabel })
      .getByRole('link', { name: 'Notizie' })
      .click();
    await expect(page).toHaveURL(/\/notizie\/tipo\/notizie$/);
    await expect(cardTitles(page)).toHaveText(onlyNews.slice(0, NEWS_PAGE_SIZE).map((item) => item.title));
    await page
      .getByRole('navigation', { name: newsPage.paginationLabel })
      .getByRole('link', { name: 'Pagina 2' })
      .click();
    await expect(page).toHaveURL(/\/notizie\/tipo\/notizie\/pagina\/2$/);
    await expect(cardTitles(page)).toHaveText(onlyNews.slice(NEWS_PAGE_SIZE).map((item) => item.title));
    await settled(page);
    await expectNoAxeViolations(page);
  });
});

test('a news item’s page: trail, kind, date, title, text and its NewsArticle data', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await visit(page, `/notizie/${plainNews.slug}`);
  await expect(page).toHaveTitle(`${plainNews.title} | ${company.brand}`);
  await expect(page.locator('h1')).toHaveText(plainNews.title);
  await expect(page.locator('h1')).toHaveCount(1);
  const crumbs = page.getByRole('navigation', { name: newsPage.breadcrumbLabel });
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Notizie']);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(plainNews.title);
  await expect(page.locator('main time').first()).toHaveText(italianDay(plainNews.date));
  await expect(page.locator('main')).toContainText(plainNews.body);
  await expectFeedAnnounced(page);

  const data = await jsonLd(page);
  expect(data.map((node) => node['@type'])).toEqual(['BreadcrumbList', 'NewsArticle']);
  expect(data[1]).toMatchObject({
    headline: plainNews.title,
    datePublished: plainNews.date,
    dateModified: plainNews.date,
    mainEntityOfPage: { '@id': `${siteUrl}/notizie/${plainNews.slug}` },
    author: { '@type': 'Organization', name: company.brand },
    publisher: { '@type': 'Organization', name: company.brand },
  });
  // No photo: the site's own share picture, and no picture declared for the article.
  expect(data[1]).not.toHaveProperty('image');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${siteUrl}/og-image.png`);
  await settled(page);
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('a reference’s page: place, client, safe text, the pages of its service and vehicle, its share picture', async ({
  page,
  request,
}) => {
  const problems = collectConsoleProblems(page);
  const vehicle = vehicleBySlug(REFERENCE.vehicle);
  const service = serviceBySlug(REFERENCE.service);
  if (!vehicle || !service) throw new Error('the reference names a vehicle or a service the site lacks');
  await visit(page, `/notizie/${REFERENCE.slug}`);
  await expect(page.locator('h1')).toHaveText(REFERENCE.title);
  const main = page.locator('main');
  await expect(main.locator('[data-news-client]')).toHaveText(REFERENCE.client);
  await expect(main).toContainText(reference.place ?? '');
  await expect(main.getByRole('img', { name: reference.photos[0]?.alt })).toBeVisible();

  // The body: Markdown rendered, the <script> it carries neither run nor shown.
  const article = main.locator('[data-news-article]');
  await expect(article.locator('strong')).toHaveText('referenza');
  await expect(article.locator('li')).toContainText(['Primo punto di prova', 'Secondo punto di prova']);
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article).not.toContainText('alert');
  await expect(article.getByRole('link', { name: 'Un collegamento di prova' })).toHaveAttribute(
    'href',
    '/gielle-rental',
  );

  await expect(main.locator('[data-news-services]').getByRole('link')).toHaveText([service.title]);
  await expect(main.locator('[data-news-services]').getByRole('link')).toHaveAttribute(
    'href',
    `/servizi/${service.slug}`,
  );
  await expect(main.locator('[data-news-vehicles]').getByRole('link')).toHaveText([vehicle.name]);
  await expect(main.locator('[data-news-vehicles]').getByRole('link')).toHaveAttribute(
    'href',
    `/gielle-rental/${vehicle.slug}`,
  );

  const data = await jsonLd(page);
  expect(data.map((node) => node['@type'])).toEqual(['BreadcrumbList', 'Article']);
  const shareUrl = `${siteUrl}/og/notizie/${REFERENCE.slug}.jpg`;
  expect(data[1]).toMatchObject({
    headline: REFERENCE.title,
    image: [shareUrl, `${siteUrl}${reference.photos[0]?.src}`],
    contentLocation: { '@type': 'Place', name: reference.place },
  });
  expect(data[0]).toMatchObject({
    itemListElement: [
      { position: 1, item: siteUrl },
      { position: 2, item: `${siteUrl}/notizie` },
      { position: 3, item: `${siteUrl}/notizie/${REFERENCE.slug}`, name: REFERENCE.title },
    ],
  });

  // The share picture: a JPEG drawn at build from the SVG photo, which social networks refuse.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', shareUrl);
  const picture = await request.get(`/og/notizie/${REFERENCE.slug}.jpg`);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toContain('image/jpeg');
  await settled(page);
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('the reference and its vehicle and service pages link both ways', async ({ page }) => {
  for (const [path, title] of [
    [`/gielle-rental/${REFERENCE.vehicle}`, newsPage.referencesForVehicle],
    [`/servizi/${REFERENCE.service}`, newsPage.referencesForService],
  ] as const) {
    await visit(page, path);
    const section = page.getByRole('region', { name: title });
    await expect(section.getByRole('link')).toHaveText([REFERENCE.title]);
    await expect(section.getByRole('link')).toHaveAttribute('href', `/notizie/${REFERENCE.slug}`);
    await settled(page);
    await expectNoAxeViolations(page, `section[aria-labelledby="${await section.getAttribute('aria-labelledby')}"]`);
  }
  // A vehicle and a service no reference names show no such section.
  await visit(page, '/gielle-rental/carrello-diesel-3t');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('heading', { name: newsPage.referencesForVehicle })).toHaveCount(0);
  await visit(page, '/servizi/consulenza');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('heading', { name: newsPage.referencesForService })).toHaveCount(0);
});

test('the home page shows the three newest and announces the feed; the footer links /notizie', async ({ page }) => {
  await visit(page, '/');
  await expectFeedAnnounced(page);
  const band = page.getByRole('region', { name: newsPage.home.title });
  await expect(band.locator('[data-news-card]').getByRole('heading')).toHaveText(
    newest.slice(0, 3).map((item) => item.title),
  );
  await expect(band.getByRole('link', { name: newsPage.home.more })).toHaveAttribute('href', '/notizie');
  await expect(page.locator('footer').getByRole('link', { name: 'Notizie', exact: true })).toHaveAttribute(
    'href',
    '/notizie',
  );
  await settled(page);
  await expectNoAxeViolations(page, 'section[aria-labelledby="home-notizie"]');
});

test('the feed from the export: Atom a reader parses, absolute links, newest first', async ({ request }) => {
  const response = await request.get('/notizie/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/(atom\+)?xml/);
  const feed = parseFeed(await response.text());
  expect(feed.meta.type).toBe('atom');
  expect(feed.title).toBe(newsPage.feed.title);
  expect(feed.url).toBe(`${siteUrl}/notizie`);
  expect(feed.self).toBe(`${siteUrl}/notizie/feed.xml`);
  expect(feed.items.map((item) => item.url)).toEqual(newest.map((item) => `${siteUrl}/notizie/${item.slug}`));
  expect(feed.items.map((item) => item.title)).toEqual(newest.map((item) => item.title));
  expect(feed.items[0]?.description).toBe(reference.summary);
});
