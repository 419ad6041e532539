import { pageMetadata } from '@/lib/metadata';
import { TERMS_LAST_UPDATED } from '@/lib/legalDates';
import { LegalPage } from '@/components/legal/LegalPage';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata('terms');

/** Terms and conditions in Italian and English, dated 23 June 2025 (docs/product.md, "Fixed figures"). */
export default function TermsPage() {
  return (
    <>
      <BreadcrumbJsonLd page="terms" />
      <LegalPage document="terms" updated={TERMS_LAST_UPDATED} />
    </>
  );
}
