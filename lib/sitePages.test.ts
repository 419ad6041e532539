import { company } from '@/content/company';
import { vehicles } from '@/content/fleet';
import { pages } from '@/content/pages';
import { routeMetadata } from './metadata';
import { renderedTitle, SEARCH_LIMITS } from './searchLimits';
import { servicePageMetas } from './servicePages';
import { sitePages, vehiclePageMeta, vehiclePageMetas } from './sitePages';

/** Values that occur more than once, so a failure names them. */
const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('site pages', () => {
  it('include every static route, one page per vehicle and one per service', () => {
    expect(sitePages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        ...Object.values(pages).map((page) => page.path),
        ...vehicles.map((v) => `/gielle-rental/${v.slug}`),
      ]),
    );
    expect(vehiclePageMetas).toHaveLength(vehicles.length);
    expect(sitePages).toHaveLength(Object.keys(pages).length + vehicles.length + 15);
  });

  it('never share a path, a title or a meta description', () => {
    expect(duplicates(sitePages.map((page) => page.path))).toEqual([]);
    expect(duplicates(sitePages.map((page) => page.title.toLowerCase()))).toEqual([]);
    expect(duplicates(sitePages.map((page) => page.description.toLowerCase()))).toEqual([]);
  });

  it('keep every title, as rendered with the brand the layout adds, within what search results show', () => {
    const rendered = sitePages.map((page) => renderedTitle(page.title, company.brand, { absolute: page.path === '/' }));
    expect(rendered.filter((title) => title.length > SEARCH_LIMITS.title)).toEqual([]);
  });

  it('give a vehicle page the vehicle name in the title and its description', () => {
    const vehicle = vehicles[0];
    if (!vehicle) throw new Error('empty fleet');
    const meta = vehiclePageMeta(vehicle);
    expect(meta.path).toBe(`/gielle-rental/${vehicle.slug}`);
    expect(meta.title.toLowerCase()).toContain(vehicle.name.toLowerCase());
    expect(meta.description).toContain(vehicle.description);
  });
});

describe('meta descriptions', () => {
  it('say enough to be useful and stay within what search results show', () => {
    const { min, max } = SEARCH_LIMITS.description;
    const outside = sitePages.filter((page) => page.description.length < min || page.description.length > max);
    expect(outside.map((page) => `${page.path}: ${page.description.length}`)).toEqual([]);
  });
});

describe('routeMetadata of a service page', () => {
  it('has its canonical URL, Open Graph and Twitter card', () => {
    const page = servicePageMetas()[0]!;
    const metadata = routeMetadata(page);
    expect(metadata.title).toBe(page.title);
    expect(metadata.alternates?.canonical).toBe(page.path);
    expect(metadata.openGraph).toMatchObject({
      url: page.path,
      title: `${page.title} | Gielle`,
      description: page.description,
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: `${page.title} | Gielle` });
  });
});
