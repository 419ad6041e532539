import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';

export const metadata = pageMetadata('careers');

// The page's own issue completes its sections.
export default function CareersPage() {
  return <PageHero title="Lavora con noi" lead="Cerchiamo persone che vogliono crescere con noi: invia la tua candidatura." />;
}
