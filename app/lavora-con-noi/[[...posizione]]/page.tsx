import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { CareersIntro } from '@/components/careers/CareersIntro';
import { ApplySection } from '@/components/careers/ApplySection';
import { careers } from '@/content/careers';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata('careers');

export default function CareersPage() {
  return (
    <>
      <BreadcrumbJsonLd page="careers" />
      <PageHero
        eyebrow={careers.hero.eyebrow}
        title={careers.hero.title}
        lead={careers.hero.lead}
        actions={<ButtonLink href="#candidatura">Candidati ora</ButtonLink>}
      />
      <CareersIntro />
      <ApplySection />
    </>
  );
}
