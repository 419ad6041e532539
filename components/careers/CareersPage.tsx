import { PageHero } from '@/components/ui/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';
import { careers } from '@/content/careers';
import type { Position } from '@/content/positions';
import { APPLY_ANCHOR } from '@/lib/positions';
import { ApplySection } from './ApplySection';
import { CareersIntro } from './CareersIntro';
import { PositionListing } from './positions/PositionListing';

/** /lavora-con-noi: why Gielle, the positions open on the day of the build, and the form. */
export function CareersPage({ open }: { open: readonly Position[] }) {
  return (
    <>
      <BreadcrumbJsonLd page="careers" />
      <PageHero
        eyebrow={careers.hero.eyebrow}
        title={careers.hero.title}
        lead={careers.hero.lead}
        actions={<ButtonLink href={`#${APPLY_ANCHOR}`}>Candidati ora</ButtonLink>}
      />
      <CareersIntro />
      <PositionListing open={open} />
      <ApplySection open={open} />
    </>
  );
}
