import { ReferencesSection } from '@/components/news/ReferencesSection';
import { referencesUsing } from '@/content/news';
import { newsPage } from '@/content/newsPage';

/** "Lavori svolti con questo servizio": the references that used this service, newest first. */
export function ServiceReferencesSection({ slug }: { slug: string }) {
  return (
    <ReferencesSection
      references={referencesUsing({ service: slug })}
      title={newsPage.referencesForService}
      headingId="servizio-lavori-svolti"
    />
  );
}
