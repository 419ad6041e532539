import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';

export const metadata = pageMetadata('rental');

// The page's own issue completes its sections.
export default function RentalPage() {
  return <PageHero title="Gielle Rental: noleggio mezzi" lead="Carrelli elevatori, mezzi di movimentazione, macchine movimento terra e piattaforme aeree, con assistenza tecnica 24/7." />;
}
