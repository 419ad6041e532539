import { pageMetadata } from '@/lib/metadata';
import { ButtonLink } from '@/components/ui/Button';
import { CallToAction } from '@/components/ui/CallToAction';
import { ScrollToTopButton } from '@/components/layout/ScrollToTopButton';
import { HeroSection } from '@/components/home/HeroSection';
import { ValuesSection } from '@/components/home/ValuesSection';
import { OfferIndexSection } from '@/components/home/OfferIndexSection';
import { PoliciesSection } from '@/components/home/PoliciesSection';
import { CentrePromoSection } from '@/components/home/CentrePromoSection';
import { NewsBand } from '@/components/home/NewsBand';
import { PartnersSection } from '@/components/home/PartnersSection';
import { CertificationsSection } from '@/components/home/CertificationsSection';
import { WhistleblowingSection } from '@/components/home/WhistleblowingSection';
import { homeCta, scrollToTopLabel } from '@/content/home';
import { pages } from '@/content/pages';
import { OrganizationJsonLd } from '@/components/seo/JsonLd';
import { withFeed } from '@/lib/newsFeed';

// The news feed is announced here too, where a reader is first pointed at the site.
export const metadata = withFeed(pageMetadata('home'));

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd webSite />
      <HeroSection />
      <OfferIndexSection />
      <ValuesSection />
      <PoliciesSection />
      <CentrePromoSection />
      <NewsBand />
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
