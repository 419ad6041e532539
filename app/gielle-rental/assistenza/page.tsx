import { BreadcrumbTrailJsonLd } from '@/components/seo/JsonLd';
import { AssistanceSection } from '@/components/rentalAssistance/AssistanceSection';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PageHero } from '@/components/ui/PageHero';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';
import { rentalAssistancePage } from '@/content/rentalAssistance';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbName, type Crumb } from '@/lib/structuredData';

export const metadata = pageMetadata('rentalAssistance');

/** For customers with a machine on rent: a breakdown, an extension, a pickup (issue 69). */
export default function RentalAssistancePage() {
  const { hero } = rentalAssistancePage;
  const trail: Crumb[] = [
    { name: breadcrumbName('rental'), path: pages.rental.path },
    { name: breadcrumbName('rentalAssistance'), path: pages.rentalAssistance.path },
  ];
  return (
    <>
      <BreadcrumbTrailJsonLd trail={trail} />
      <Breadcrumbs trail={trail} label={rental.vehiclePage.breadcrumbLabel} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <AssistanceSection />
    </>
  );
}
