import { pages } from '@/content/pages';
import { servicePageText } from '@/content/servicePages';
import { services } from '@/content/services';
import { sentences, wordCount } from './pageText';
import { canonicalPath, routeMetadata } from './metadata';
import {
  pageSpecificText,
  relatedServices,
  serviceBySlug,
  servicePageMeta,
  servicePageMetas,
  servicePath,
  servicesByCategory,
} from './servicePages';

describe('service pages', () => {
  it('gives every service a readable, unique slug and a page under /servizi', () => {
    const slugs = services.map((service) => service.slug);
    expect(new Set(slugs).size).toBe(services.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(servicePath(services[0]!)).toBe('/servizi/servizio-antincendio');
    expect(servicePageMetas()).toHaveLength(15);
  });

  it('finds a service by its slug and nothing for an unknown one', () => {
    expect(serviceBySlug('fibra-ottica')?.title).toBe('Fibra ottica');
    expect(serviceBySlug('non-esiste')).toBeUndefined();
    expect(serviceBySlug('')).toBeUndefined();
  });

  it.each(services.map((service) => [service.slug, service] as const))(
    '%s has at least 250 words of its own text',
    (slug, service) => {
      const text = servicePageText(slug);
      expect(wordCount(pageSpecificText(text).join(' '))).toBeGreaterThanOrEqual(250);
      // One explanation per feature of the catalogue, so the page covers what the card promises.
      expect(text.includes).toHaveLength(service.features.length);
      expect(text.steps.length).toBeGreaterThanOrEqual(3);
      expect(text.sectors.length).toBeGreaterThan(0);
    },
  );

  it('shares no sentence between two service pages, nor within one', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const service of services) {
      for (const text of pageSpecificText(servicePageText(service.slug))) {
        for (const sentence of sentences(text)) {
          const owner = seen.get(sentence);
          if (owner) repeats.push(`"${sentence}" (${owner} and ${service.slug})`);
          else seen.set(sentence, service.slug);
        }
      }
    }
    expect(repeats).toEqual([]);
  });

  it('links three related services, never the page itself', () => {
    for (const service of services) {
      const related = relatedServices(service);
      expect(related).toHaveLength(servicePageText(service.slug).related.length);
      expect(related.length).toBeGreaterThanOrEqual(3);
      expect(related.map((r) => r.id)).not.toContain(service.id);
    }
  });

  it('links the services that have a page of their own to it', () => {
    const withOwnPage = services.filter((service) => service.link);
    expect(withOwnPage.map((service) => service.link).sort()).toEqual(
      [pages.serviceCentre.path, pages.eProcurement.path].sort(),
    );
    for (const service of withOwnPage) expect(servicePageText(service.slug).dedicatedPage?.path).toBe(service.link);
    for (const service of services.filter((s) => !s.link))
      expect(servicePageText(service.slug).dedicatedPage).toBeUndefined();
  });

  it('let the page of their own answer their topic: canonical there, and their own for every other service', () => {
    for (const service of services) {
      const meta = servicePageMeta(service);
      expect({ slug: service.slug, canonical: canonicalPath(meta) }).toEqual({
        slug: service.slug,
        canonical: service.link ?? meta.path,
      });
      expect(routeMetadata(meta).alternates?.canonical).toBe(service.link ?? meta.path);
    }
  });
});

describe('servicesByCategory', () => {
  it('lists every service exactly once, under its first category, in catalogue order', () => {
    const groups = servicesByCategory();
    const listed = groups.flatMap((group) => group.services.map((service) => service.id));
    expect([...listed].sort((a, b) => a - b)).toEqual(services.map((service) => service.id).sort((a, b) => a - b));
    for (const group of groups) {
      expect(group.services.length).toBeGreaterThan(0);
      for (const service of group.services) expect(service.categories[0]).toBe(group.id);
    }
    expect(groups.map((group) => group.id)).not.toContain('all');
  });
});
