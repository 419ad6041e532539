import { pages } from '@/content/pages';
import { servicePageText } from '@/content/servicePages';
import { serviceCategories, services } from '@/content/services';
import type { PageMeta, Service } from '@/content/types';
import { pageSpecificText } from './pageText';
import { servicePath } from './servicePath';
import { breadcrumbName, type Crumb } from './structuredData';

export { pageSpecificText, servicePath };

/**
 * The service pages /servizi/<slug>: one per service of content/services.ts, with the text of
 * content/servicePages.ts. Routing, sitemap, metadata and tests all read the list from here.
 */

/** The service whose page has this slug; undefined for anything else (the route answers 404). */
export function serviceBySlug(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/**
 * Path, title and description of a service page (metadata, sitemap, route tests). A service with
 * a page of its own (the centre, eProcurement: `dedicatedPage`) has that page answer its topic in
 * search results: this one names it as canonical and stays out of the sitemap, so two pages on
 * one topic do not compete. Visitors still reach it from the catalogue and related services.
 */
export function servicePageMeta(service: Service): PageMeta {
  const text = servicePageText(service.slug);
  const meta = { path: servicePath(service), title: text.metaTitle, description: text.metaDescription };
  return text.dedicatedPage ? { ...meta, canonical: text.dedicatedPage.path } : meta;
}

/** Path, title and description of every service page, in catalogue order. */
export function servicePageMetas(): PageMeta[] {
  return services.map(servicePageMeta);
}

/** The services a page links to at its end, in the order its text lists them. */
export function relatedServices(service: Service): Service[] {
  return servicePageText(service.slug).related.flatMap((slug) => {
    const related = serviceBySlug(slug);
    return related && related.id !== service.id ? [related] : [];
  });
}

/** Servizi › service, after Home: the visible breadcrumbs and the BreadcrumbList share it. */
export function serviceTrail(service: Service): Crumb[] {
  return [
    { name: breadcrumbName('services'), path: pages.services.path },
    { name: service.title, path: servicePath(service) },
  ];
}

/**
 * The catalogue grouped for an index of links (the home page): each service once, under its first
 * category, categories in the catalogue's order, empty ones left out.
 */
export function servicesByCategory(): { id: Service['categories'][number]; label: string; services: Service[] }[] {
  return serviceCategories.flatMap((category) => {
    if (category.id === 'all') return [];
    const inCategory = services.filter((service) => service.categories[0] === category.id);
    return inCategory.length ? [{ id: category.id, label: category.label, services: inCategory }] : [];
  });
}

/** The catalogue's labels of the service's categories ('Sicurezza', 'Industriale', …). */
export function serviceCategoryLabels(service: Pick<Service, 'categories'>): string[] {
  return service.categories.map((id) => serviceCategories.find((category) => category.id === id)?.label ?? id);
}
