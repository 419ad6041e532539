import type {
  AdministrativeArea,
  BreadcrumbList,
  FAQPage,
  Graph,
  Organization,
  PostalAddress,
  Service,
  Thing,
  WithContext,
} from 'schema-dts';
import { company, siteUrl } from '@/content/company';
import { mainNav } from '@/content/navigation';
import { pages, type PageKey } from '@/content/pages';
import type { Company } from '@/content/types';
import { canonicalUrl } from '@/lib/metadata';

/**
 * schema.org structured data (JSON-LD) built from the typed content: the company from
 * content/company.ts, page names and paths from content/pages.ts. Nothing is typed twice.
 * Every object is typed with schema-dts, so a property schema.org does not define for that type
 * is a compile error; scripts/validate-structured-data.ts checks the export against Google's rules.
 * The company's own nodes are in lib/organizationJsonLd.ts, a vehicle's in lib/vehicleJsonLd.ts.
 */

/** What a <script type="application/ld+json"> carries: one node with its context, or a graph. */
export type JsonLdDocument = WithContext<Thing> | Graph;

/** The company's node id, shared by every page that names it (provider, seller, publisher). */
export const organizationId = (origin: string = siteUrl) => `${origin}/#organization`;

/** The company's address as a schema.org PostalAddress. */
export function postalAddress(source: Company): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: source.address.street,
    postalCode: source.address.postalCode,
    addressLocality: source.address.city,
    addressRegion: source.address.province,
    addressCountry: source.address.countryCode,
  };
}

/** The region the company works in (content/company.json). */
export function regionServed(source: Company): AdministrativeArea {
  return { '@type': 'AdministrativeArea', name: source.address.region };
}

/**
 * The company as another node's provider or seller: its id (the full node is on the home page and
 * /contatti) with enough to read on its own, for a tool that looks at one page.
 */
export function organizationReference(source: Company = company, origin: string = siteUrl): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: source.brand,
    legalName: source.legalName,
    url: canonicalUrl('/', origin),
    telephone: source.phone.tel,
    email: source.email.info,
    address: postalAddress(source),
  };
}

/** Short name of a page for breadcrumbs: its navigation label when it has one, else its short name or title. */
export function breadcrumbName(key: PageKey): string {
  const page = pages[key];
  const nav = mainNav.find((entry) => entry.href === page.path);
  return nav?.label ?? ('name' in page ? page.name : page.title);
}

/** Home › page, for every inner page. */
export function breadcrumbJsonLd(key: PageKey, origin: string = siteUrl): WithContext<BreadcrumbList> {
  if (key === 'home') throw new Error('The home page has no breadcrumb trail');
  return breadcrumbTrailJsonLd([{ name: breadcrumbName(key), path: pages[key].path }], origin);
}

export interface Crumb {
  name: string;
  path: string;
}

/**
 * Home › …trail, for pages deeper than one level (e.g. Home › Gielle Rental › vehicle). Each item
 * is a page's canonical URL, written as its <link rel="canonical">: Google reads the trail as
 * pages, and a view of a page (a query, a fragment) would repeat the page before it. Such a path
 * is refused here, so it cannot reach a build.
 */
export function breadcrumbTrailJsonLd(trail: readonly Crumb[], origin: string = siteUrl): WithContext<BreadcrumbList> {
  const items = [{ name: breadcrumbName('home'), path: pages.home.path }, ...trail];
  for (const item of items) {
    if (/[?#]/.test(item.path))
      throw new Error(`Breadcrumb "${item.name}": ${item.path} is a view of a page, not a page`);
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: canonicalUrl(item.path, origin),
    })),
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** FAQPage for the questions a page shows. */
export function faqPageJsonLd(items: readonly FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Service of a service page: provided by the company (content/company.ts), served in its region.
 * No offer, price or rating: the content holds none.
 */
export function serviceJsonLd(
  service: { title: string; description: string; path: string; image: string; categories: readonly string[] },
  source: Company = company,
  origin: string = siteUrl,
): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: canonicalUrl(service.path, origin),
    image: `${origin}${service.image}`,
    category: [...service.categories],
    provider: organizationReference(source, origin),
    areaServed: regionServed(source),
  };
}
