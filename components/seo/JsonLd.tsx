import type { PageKey } from '@/content/pages';
import {
  breadcrumbJsonLd,
  breadcrumbTrailJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  type Crumb,
  type FaqEntry,
  type ProductInput,
} from '@/lib/structuredData';

/**
 * Structured data for search engines. A JSON-LD <script> is a data block, not executed, so the
 * Content-Security-Policy does not need its hash (scripts/csp.ts skips it).
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** Organization + LocalBusiness of the company (home page and /contatti). */
export function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd()} />;
}

/** Home › page trail of an inner page. */
export function BreadcrumbJsonLd({ page }: { page: Exclude<PageKey, 'home'> }) {
  return <JsonLd data={breadcrumbJsonLd(page)} />;
}

/** FAQPage built from the same questions the page shows. */
export function FaqJsonLd({ items }: { items: readonly FaqEntry[] }) {
  return <JsonLd data={faqPageJsonLd(items)} />;
}

/** Home › …trail of a page deeper than one level. */
export function BreadcrumbTrailJsonLd({ trail }: { trail: readonly Crumb[] }) {
  return <JsonLd data={breadcrumbTrailJsonLd(trail)} />;
}

/** Product of a vehicle page (no price, no rating). */
export function ProductJsonLd({ product }: { product: ProductInput }) {
  return <JsonLd data={productJsonLd(product)} />;
}
