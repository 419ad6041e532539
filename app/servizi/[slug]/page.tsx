import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { BreadcrumbTrailJsonLd, JsonLd } from '@/components/seo/JsonLd';
import { ServiceHero } from '@/components/services/page/ServiceHero';
import { DedicatedPageBand } from '@/components/services/page/DedicatedPageBand';
import { ServiceOverviewSection } from '@/components/services/page/ServiceOverviewSection';
import { ServiceAudienceSection } from '@/components/services/page/ServiceAudienceSection';
import { ServiceStepsSection } from '@/components/services/page/ServiceStepsSection';
import { RelatedServicesSection } from '@/components/services/page/RelatedServicesSection';
import { ServiceReferencesSection } from '@/components/services/page/ServiceReferencesSection';
import { ServiceContactCta } from '@/components/services/page/ServiceContactCta';
import { servicePageLabels, servicePageText } from '@/content/servicePages';
import { services } from '@/content/services';
import { routeMetadata } from '@/lib/metadata';
import { serviceShareImage } from '@/lib/shareImages';
import {
  relatedServices,
  serviceBySlug,
  serviceCategoryLabels,
  servicePageMeta,
  serviceTrail,
} from '@/lib/servicePages';
import { serviceJsonLd } from '@/lib/structuredData';

// Only the 15 pages built here exist: any other slug is the site's 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const service = serviceBySlug((await params).slug);
  return service ? routeMetadata(servicePageMeta(service), { image: serviceShareImage(service) }) : {};
}

export default async function ServicePage({ params }: Props) {
  const service = serviceBySlug((await params).slug);
  if (!service) notFound();
  const text = servicePageText(service.slug);
  const trail = serviceTrail(service);
  const categories = serviceCategoryLabels(service);
  const meta = servicePageMeta(service);
  // A page that names another as canonical (a service with its own dedicated page) declares no
  // structured data: search engines read the canonical page's, and a trail ending here would
  // name a URL that is no page's canonical.
  const declaresData = meta.canonical === undefined;
  return (
    <>
      {declaresData ? <BreadcrumbTrailJsonLd trail={trail} /> : null}
      {declaresData ? <JsonLd data={serviceJsonLd({ ...service, path: meta.path, categories })} /> : null}
      <Breadcrumbs trail={trail} label={servicePageLabels.breadcrumbLabel} />
      <ServiceHero service={service} categoryLabels={categories} />
      {text.dedicatedPage ? <DedicatedPageBand page={text.dedicatedPage} /> : null}
      <ServiceOverviewSection service={service} text={text} />
      <ServiceAudienceSection text={text} />
      <ServiceStepsSection text={text} />
      <ServiceReferencesSection slug={service.slug} />
      <RelatedServicesSection related={relatedServices(service)} />
      <ServiceContactCta service={service} />
    </>
  );
}
