import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';

export const metadata = pageMetadata('services');

// The page's own issue completes its sections.
export default function ServicesPage() {
  return <PageHero title="I nostri servizi" lead="Quindici servizi per far funzionare stabilimenti, cantieri e magazzini: sicurezza, facility, logistica, manutenzione e consulenza." />;
}
