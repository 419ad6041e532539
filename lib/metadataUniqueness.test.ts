import { pages } from '@/content/pages';
import type { PageMeta } from '@/content/types';
import { routeMetadata } from './metadata';
import { servicePageMetas } from './servicePages';

/** Every page of the site with its own title and description: the routes of content/pages.ts and the service pages. */
const sitePages: PageMeta[] = [...Object.values(pages), ...servicePageMetas()];

/** Pairs of pages that share a value, as "value: path, path". */
function shared(pick: (page: PageMeta) => string): string[] {
  const byValue = new Map<string, string[]>();
  for (const page of sitePages) {
    const key = pick(page).trim().toLowerCase();
    byValue.set(key, [...(byValue.get(key) ?? []), page.path]);
  }
  return [...byValue].filter(([, paths]) => paths.length > 1).map(([value, paths]) => `${value}: ${paths.join(', ')}`);
}

describe('titles and descriptions across the site', () => {
  it('lists every page once', () => {
    expect(new Set(sitePages.map((page) => page.path)).size).toBe(sitePages.length);
    expect(sitePages.length).toBe(Object.keys(pages).length + 15);
  });

  it('gives no two pages the same title', () => {
    expect(shared((page) => page.title)).toEqual([]);
  });

  it('gives no two pages the same meta description', () => {
    expect(shared((page) => page.description)).toEqual([]);
  });

  it('keeps titles and descriptions within what search results show', () => {
    for (const page of sitePages) {
      // " | Gielle" is appended by the layout to every inner title.
      expect(`${page.title} | Gielle`.length).toBeLessThanOrEqual(70);
      expect(page.description.length).toBeGreaterThanOrEqual(70);
      expect(page.description.length).toBeLessThanOrEqual(200);
    }
  });
});

describe('routeMetadata of a service page', () => {
  it('has its canonical URL, Open Graph and Twitter card', () => {
    const page = servicePageMetas()[0]!;
    const metadata = routeMetadata(page);
    expect(metadata.title).toBe(page.title);
    expect(metadata.alternates?.canonical).toBe(page.path);
    expect(metadata.openGraph).toMatchObject({ url: page.path, title: `${page.title} | Gielle`, description: page.description });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: `${page.title} | Gielle` });
  });
});
