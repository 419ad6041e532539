import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';

export const metadata = pageMetadata('eProcurement');

// The page's own issue completes its sections.
export default function EProcurementPage() {
  return <PageHero title="eProcurement per la tua azienda" lead="Acquisti digitali integrati con i tuoi sistemi: PunchOut, marketplace B2B e gestione digitale degli ordini." />;
}
