import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';

export const metadata = pageMetadata('contacts');

// The page's own issue completes its sections.
export default function ContactsPage() {
  return <PageHero title="Contatti" lead="Siamo a Catania, dal lunedì al venerdì dalle 09:00 alle 18:00. Rispondiamo entro 24 ore lavorative." />;
}
