import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';

export const metadata = pageMetadata('privacy');

// The page's own issue completes its sections.
export default function PrivacyPolicyPage() {
  return <PageHero title="Privacy policy" lead="Informativa sul trattamento dei dati personali." />;
}
