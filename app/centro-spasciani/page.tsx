import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';

export const metadata = pageMetadata('serviceCentre');

// The page's own issue completes its sections.
export default function ServiceCentrePage() {
  return <PageHero title="Centro assistenza autorizzato per la protezione respiratoria" lead="Manutenzione di autorespiratori e maschere, ricarica bombole ad aria respirabile e fit test quantitativo." />;
}
