import { pageMetadata } from '@/lib/metadata';
import { CentreHero } from '@/components/serviceCentre/CentreHero';
import { CentreAboutSection } from '@/components/serviceCentre/CentreAboutSection';
import { BrochureSection } from '@/components/serviceCentre/BrochureSection';
import { CentreServicesSection } from '@/components/serviceCentre/CentreServicesSection';
import { ReasonsSection } from '@/components/serviceCentre/ReasonsSection';
import { CertifiedSection } from '@/components/serviceCentre/CertifiedSection';
import { CentreCallToAction } from '@/components/serviceCentre/CentreCallToAction';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata('serviceCentre');

export default function ServiceCentrePage() {
  return (
    <>
      <BreadcrumbJsonLd page="serviceCentre" />
      <CentreHero />
      <CentreAboutSection />
      <BrochureSection />
      <CentreServicesSection />
      <ReasonsSection />
      <CertifiedSection />
      <CentreCallToAction />
    </>
  );
}
