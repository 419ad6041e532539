import { sitePages } from '../lib/sitePages';

/**
 * Every route and the title it must carry: the static routes of SPEC.md section 2 and the
 * generated pages (one per vehicle, one per service), from the same list the sitemap uses.
 */
export const routes = sitePages.map((page) => ({ path: page.path, title: page.title }));
