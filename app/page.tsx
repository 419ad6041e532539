import { pageMetadata } from '@/lib/metadata';
import { ButtonLink } from '@/components/ui/Button';
import { CallToAction } from '@/components/ui/CallToAction';
import { ScrollToTopButton } from '@/components/layout/ScrollToTopButton';
import { HeroSlider } from '@/components/home/HeroSlider';
import { ValuesSection } from '@/components/home/ValuesSection';
import { PoliciesSection } from '@/components/home/PoliciesSection';
import { CentrePromoSection } from '@/components/home/CentrePromoSection';
import { PartnersSection } from '@/components/home/PartnersSection';
import { CertificationsSection } from '@/components/home/CertificationsSection';
import { WhistleblowingSection } from '@/components/home/WhistleblowingSection';
import { heroTiming, homeCta, scrollToTopLabel, slides } from '@/content/home';
import { pages } from '@/content/pages';
import { OrganizationJsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata('home');

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd />
      <HeroSlider slides={slides} autoplayMs={heroTiming.autoplayMs} transitionMs={heroTiming.transitionMs} label="In evidenza" />
      <ValuesSection />
      <PoliciesSection />
      <CentrePromoSection />
      <PartnersSection />
      <CertificationsSection />
      <CallToAction
        headingId="home-cta"
        title={homeCta.title}
        text={homeCta.text}
        actions={<ButtonLink href={pages.contacts.path}>{homeCta.button}</ButtonLink>}
      />
      <WhistleblowingSection />
      <ScrollToTopButton threshold={300} label={scrollToTopLabel} showLabel placement="left" />
    </>
  );
}
