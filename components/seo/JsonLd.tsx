import type { PageKey } from '@/content/pages';
import {
  breadcrumbJsonLd,
  breadcrumbTrailJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  type BreadcrumbStep,
  type FaqEntry,
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

/** A breadcrumb trail of any depth (generated pages: Home › Servizi › service). */
export function BreadcrumbTrailJsonLd({ trail }: { trail: readonly BreadcrumbStep[] }) {
  return <JsonLd data={breadcrumbTrailJsonLd(trail)} />;
}
