import { company, siteUrl } from '@/content/company';
import { mainNav } from '@/content/navigation';
import { pages, type PageKey } from '@/content/pages';
import type { Company } from '@/content/types';
import { shareImage } from '@/lib/metadata';

/**
 * schema.org structured data (JSON-LD) built from the typed content: the company from
 * content/company.ts, page names and paths from content/pages.ts. Nothing is typed twice.
 */

type JsonLd = Record<string, unknown>;

const absolute = (path: string, origin: string) => (path === '/' ? `${origin}/` : `${origin}${path}`);

/** The company's address as a schema.org PostalAddress. */
function postalAddress(source: Company): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: source.address.street,
    postalCode: source.address.postalCode,
    addressLocality: source.address.city,
    addressRegion: source.address.province,
    addressCountry: source.address.countryCode,
  };
}

/** Organization and LocalBusiness of the company, as one @graph (home page and /contatti). */
export function organizationJsonLd(source: Company = company, origin: string = siteUrl): JsonLd {
  const organizationId = `${origin}/#organization`;
  const address = postalAddress(source);
  const hours = (h: Company['hours']['office']) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...h.dayOfWeek],
    opens: h.opens,
    closes: h.closes,
  });
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: source.brand,
        legalName: source.legalName,
        url: `${origin}/`,
        logo: `${origin}/icon.svg`,
        foundingDate: String(source.foundedYear),
        vatID: source.vatNumber,
        email: source.email.info,
        telephone: source.phone.tel,
        address,
        sameAs: source.social.map((s) => s.url),
      },
      {
        '@type': 'LocalBusiness',
        '@id': `${origin}/#localbusiness`,
        name: source.brand,
        legalName: source.legalName,
        description: source.tagline,
        url: `${origin}/`,
        image: `${origin}${shareImage.path}`,
        parentOrganization: { '@id': organizationId },
        vatID: source.vatNumber,
        telephone: source.phone.tel,
        email: source.email.info,
        address,
        openingHoursSpecification: [hours(source.hours.office)],
        areaServed: source.address.region,
      },
    ],
  };
}

/** Short name of a page for breadcrumbs: its navigation label when it has one, else its short name or title. */
export function breadcrumbName(key: PageKey): string {
  const page = pages[key];
  const nav = mainNav.find((entry) => entry.href === page.path);
  return nav?.label ?? ('name' in page ? page.name : page.title);
}

/** Home › page, for every inner page. */
export function breadcrumbJsonLd(key: PageKey, origin: string = siteUrl): JsonLd {
  if (key === 'home') throw new Error('The home page has no breadcrumb trail');
  return breadcrumbTrailJsonLd([{ name: breadcrumbName(key), path: pages[key].path }], origin);
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home › …trail, for pages deeper than one level (e.g. Home › Gielle Rental › category › vehicle). */
export function breadcrumbTrailJsonLd(trail: readonly Crumb[], origin: string = siteUrl): JsonLd {
  const items = [{ name: breadcrumbName('home'), path: pages.home.path }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.path, origin),
    })),
  };
}

export interface ProductInput {
  name: string;
  description: string;
  path: string;
  images: readonly string[];
  category: string;
  brand: string;
  properties: readonly { label: string; value: string }[];
}

/**
 * Product for a vehicle page: name, description, images, category, the specs as
 * additionalProperty and the rental division as brand. No offer, price or rating: the site
 * publishes none, and structured data must not say more than the page.
 */
export function productJsonLd(product: ProductInput, origin: string = siteUrl): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: absolute(product.path, origin),
    image: product.images.map((path) => absolute(path, origin)),
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    additionalProperty: product.properties.map((property) => ({
      '@type': 'PropertyValue',
      name: property.label,
      value: property.value,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** FAQPage (Google's FAQ rich result) for the questions a page shows. */
export function faqPageJsonLd(items: readonly FaqEntry[]): JsonLd {
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
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: absolute(service.path, origin),
    image: `${origin}${service.image}`,
    category: [...service.categories],
    provider: {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: source.brand,
      legalName: source.legalName,
      url: `${origin}/`,
      telephone: source.phone.tel,
      email: source.email.info,
      address: postalAddress(source),
    },
    areaServed: { '@type': 'AdministrativeArea', name: source.address.region },
  };
}
