import { ReferencesSection } from '@/components/news/ReferencesSection';
import { referencesUsing } from '@/content/news';
import { newsPage } from '@/content/newsPage';

/** "Lavori svolti con questo mezzo": the references that used this vehicle, newest first. */
export function VehicleReferencesSection({ slug }: { slug: string }) {
  return (
    <ReferencesSection
      references={referencesUsing({ vehicle: slug })}
      title={newsPage.referencesForVehicle}
      headingId="mezzo-lavori-svolti"
    />
  );
}
