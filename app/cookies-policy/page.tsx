import { pageMetadata } from '@/lib/metadata';
import { buildDate } from '@/lib/legalDates';
import { LegalPage } from '@/components/legal/LegalPage';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata('cookies');

/** Cookies policy in Italian and English; dated the day the site was built (docs/product.md, decision "today's date"). */
export default function CookiesPolicyPage() {
  return (
    <>
      <BreadcrumbJsonLd page="cookies" />
      <LegalPage document="cookies" updated={buildDate()} />
    </>
  );
}
