import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { CallToAction } from '@/components/ui/CallToAction';
import { HistorySection } from '@/components/about/HistorySection';
import { SiteSection } from '@/components/about/SiteSection';
import { ContextSection } from '@/components/about/ContextSection';
import { IsoCertificationsSection } from '@/components/about/IsoCertificationsSection';
import { about } from '@/content/about';
import { pages } from '@/content/pages';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata('about');

export default function AboutPage() {
  return (
    <>
      <BreadcrumbJsonLd page="about" />
      <PageHero
        eyebrow={about.hero.eyebrow}
        title={about.hero.title}
        lead={about.hero.lead}
        actions={<ButtonLink href="#storia">{about.hero.storyLinkLabel}</ButtonLink>}
      />
      <HistorySection />
      <SiteSection />
      <ContextSection />
      <IsoCertificationsSection />
      <CallToAction
        headingId="chi-siamo-cta"
        title={about.cta.title}
        text={about.cta.text}
        actions={<ButtonLink href={pages.contacts.path}>{about.cta.button}</ButtonLink>}
      />
    </>
  );
}
