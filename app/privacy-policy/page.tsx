import { pageMetadata } from '@/lib/metadata';
import { buildDate } from '@/lib/legalDates';
import { LegalPage } from '@/components/legal/LegalPage';

export const metadata = pageMetadata('privacy');

/** Privacy policy in Italian and English; dated the day the site was built (DESIGN.md). */
export default function PrivacyPolicyPage() {
  return <LegalPage document="privacy" updated={buildDate()} />;
}
