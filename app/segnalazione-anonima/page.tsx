import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';

export const metadata = pageMetadata('anonymousReport');

// The page's own issue completes its sections.
export default function AnonymousReportPage() {
  return <PageHero title="Segnalazione anonima" lead="Invia una segnalazione senza dati identificativi." />;
}
