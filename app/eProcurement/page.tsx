import { pageMetadata } from '@/lib/metadata';
import { ButtonLink } from '@/components/ui/Button';
import { CallToAction } from '@/components/ui/CallToAction';
import { EProcurementHero } from '@/components/eProcurement/EProcurementHero';
import { BenefitsSection } from '@/components/eProcurement/BenefitsSection';
import { PlatformFeaturesSection } from '@/components/eProcurement/PlatformFeaturesSection';
import { SolutionsSection } from '@/components/eProcurement/SolutionsSection';
import { PunchOutSection } from '@/components/eProcurement/PunchOutSection';
import { TimelineSection } from '@/components/eProcurement/TimelineSection';
import { eProcurement } from '@/content/eProcurement';
import { pages } from '@/content/pages';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata('eProcurement');

export default function EProcurementPage() {
  const { cta } = eProcurement;
  return (
    <>
      <BreadcrumbJsonLd page="eProcurement" />
      <EProcurementHero />
      <BenefitsSection />
      <PlatformFeaturesSection />
      <SolutionsSection />
      <PunchOutSection />
      <TimelineSection />
      <CallToAction
        headingId="eprocurement-cta"
        title={cta.title}
        text={cta.text}
        actions={<ButtonLink href={pages.contacts.path}>{cta.button}</ButtonLink>}
      />
    </>
  );
}
