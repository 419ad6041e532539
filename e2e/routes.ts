import { canonicalPath } from '../lib/metadata';
import { sitePages } from '../lib/sitePages';

/**
 * Every route, the title it must carry and the path of its canonical link (its own, or the page
 * that answers its topic): the static routes of docs/product.md ("Routes") and the generated pages (one per
 * vehicle, one per service), from the same list the sitemap uses.
 */
export const routes = sitePages.map((page) => ({ path: page.path, title: page.title, canonical: canonicalPath(page) }));
