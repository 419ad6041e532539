import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';

export const metadata = pageMetadata('terms');

// The page's own issue completes its sections.
export default function TermsPage() {
  return <PageHero title="Termini e condizioni" lead="Condizioni d’uso del sito e dei servizi." />;
}
