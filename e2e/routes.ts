import { newsItems } from '../content/news';
import { pages } from '../content/pages';
import { positions } from '../content/positions';
import { canonicalPath } from '../lib/metadata';
import { listingMeta, listingViews } from '../lib/newsListing';
import { positionOpenOn, romeDay } from '../lib/positions';
import { positionPageMeta, sitePages } from '../lib/sitePages';

/**
 * Every route, the title it must carry and the path of its canonical link (its own, or the page
 * that answers its topic): the static routes of docs/product.md ("Routes") and the generated pages (one per
 * vehicle, one per service, open position and news item), from the same list the sitemap uses;
 * the news listing's further pages and kind views (in the sitemap, not in /cerca's index); then the
 * page of a position closed at the build, which stays for old links, noindex and off the sitemap.
 */
const listingViewPages = listingViews(newsItems)
  .map(listingMeta)
  .filter((page) => page.path !== pages.news.path);
const besideTheMap = positions.filter((position) => !positionOpenOn(position, romeDay())).map(positionPageMeta);

export const routes = [
  ...[...sitePages, ...listingViewPages].map((page) => ({ page, inSiteMap: true })),
  ...besideTheMap.map((page) => ({ page, inSiteMap: false })),
].map(({ page, inSiteMap }) => ({ path: page.path, title: page.title, canonical: canonicalPath(page), inSiteMap }));
