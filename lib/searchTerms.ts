import { servicePath } from './servicePath';
import { vehiclePagePath } from './vehiclePages';

/**
 * The words the office adds to a vehicle or a service for the site search (`searchTerms`,
 * docs/search.md), by the path of the page they are indexed with. A vehicle's go to its page,
 * /gielle-rental/<slug>; a service's to its page, /servizi/<slug>, unless the service has a page of
 * its own elsewhere (`link`, e.g. the service centre at /centro-spasciani): that page is the one
 * search engines and the site search show, the catalogue page names it as canonical, so the words
 * go there. The build writes the map to content/generated/searchTerms.json (content/searchTerms.ts),
 * apart from the vehicles and services that client islands import. Words that reach one page twice (two services linking the same page) are kept once,
 * case aside, in the order first given. Pages without words are left out.
 */
export function searchTermsByPath(
  vehicles: readonly { slug: string; searchTerms?: readonly string[] }[],
  services: readonly { slug: string; link?: string; searchTerms?: readonly string[] }[],
): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  const add = (path: string, terms: readonly string[] | undefined) => {
    const list = (byPath[path] ??= []);
    for (const term of terms ?? []) {
      const word = term.trim();
      const key = word.toLocaleLowerCase('it');
      if (word && !list.some((known) => known.toLocaleLowerCase('it') === key)) list.push(word);
    }
    if (list.length === 0) delete byPath[path];
  };
  for (const vehicle of vehicles) add(vehiclePagePath(vehicle.slug), vehicle.searchTerms);
  for (const service of services)
    add(service.link ? pagePath(service.link) : servicePath(service), service.searchTerms);
  return byPath;
}

/** A site path as the index names pages: without a trailing slash (the home page stays /). */
const pagePath = (path: string) => path.replace(/(.)\/+$/, '$1');
