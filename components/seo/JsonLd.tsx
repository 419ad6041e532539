import type { PageKey } from '@/content/pages';
import type { Vehicle } from '@/content/types';
import { organizationJsonLd } from '@/lib/organizationJsonLd';
import {
  breadcrumbJsonLd,
  breadcrumbTrailJsonLd,
  faqPageJsonLd,
  serializeJsonLd,
  type Crumb,
  type FaqEntry,
  type JsonLdDocument,
} from '@/lib/structuredData';
import { vehicleJsonLd } from '@/lib/vehicleJsonLd';

/**
 * Structured data for search engines. A JSON-LD <script> is a data block, not executed, so the
 * Content-Security-Policy does not need its hash (scripts/csp.ts skips it).
 */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** Organization + LocalBusiness of the company (home page and /contatti); the home page adds its WebSite. */
export function OrganizationJsonLd({ webSite = false }: { webSite?: boolean }) {
  return <JsonLd data={organizationJsonLd({ webSite })} />;
}

/** Home › page trail of an inner page. */
export function BreadcrumbJsonLd({ page }: { page: Exclude<PageKey, 'home'> }) {
  return <JsonLd data={breadcrumbJsonLd(page)} />;
}

/** FAQPage built from the same questions the page shows. */
export function FaqJsonLd({ items }: { items: readonly FaqEntry[] }) {
  return <JsonLd data={faqPageJsonLd(items)} />;
}

/** Home › …trail of a page deeper than one level; every step a page of its own. */
export function BreadcrumbTrailJsonLd({ trail }: { trail: readonly Crumb[] }) {
  return <JsonLd data={breadcrumbTrailJsonLd(trail)} />;
}

/** What a vehicle page offers: the rental, with its price only when the company publishes one. */
export function VehicleJsonLd({ vehicle, categoryName }: { vehicle: Vehicle; categoryName: string }) {
  return <JsonLd data={vehicleJsonLd(vehicle, categoryName)} />;
}
