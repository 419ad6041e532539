import { vehicles } from '@/content/fleet';
import { pages } from '@/content/pages';
import { services } from '@/content/services';
import { canonicalUrl } from './metadata';
import { servicePageSources, staticPageSources, vehiclePageSources } from './pageSources';
import { servicePath } from './servicePath';
import { sitemapEntries } from './sitemapEntries';

/** A stand-in for git: each page's date names its sources, so a test can tell which were asked. */
const dateOf = (sources: readonly string[]) => `sources:${sources.join(',')}`;
const entries = sitemapEntries(dateOf);
const byPath = (path: string) => entries.find((entry) => entry.url === canonicalUrl(path));

describe('the sitemap', () => {
  it('lists every page that answers its own topic, and not the service pages that name another as canonical', () => {
    const twins = services.filter((service) => service.link);
    expect(twins.length).toBeGreaterThan(0);
    expect(entries).toHaveLength(Object.keys(pages).length + vehicles.length + services.length - twins.length);
    for (const service of twins) expect(byPath(servicePath(service))).toBeUndefined();
    for (const service of services.filter((s) => !s.link)) expect(byPath(servicePath(service))).toBeDefined();
  });

  it('dates each page by the files it shows: its own data file, template and content', () => {
    expect(byPath(pages.about.path)?.lastModified).toBe(dateOf(staticPageSources.about));
    const vehicle = vehicles[0]!;
    expect(byPath(`/gielle-rental/${vehicle.slug}`)?.lastModified).toBe(dateOf(vehiclePageSources(vehicle.slug)));
    const service = services.find((s) => !s.link)!;
    expect(byPath(servicePath(service))?.lastModified).toBe(dateOf(servicePageSources(service.slug)));
    expect(entries.every((entry) => typeof entry.lastModified === 'string')).toBe(true);
  });

  it('gives the home page the first priority', () => {
    expect(byPath('/')?.priority).toBe(1);
  });
});
