import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';
import { CallLabel } from '@/components/ui/CallLabel';
import { ButtonLink } from '@/components/ui/Button';
import { CallToAction } from '@/components/ui/CallToAction';
import { WhyChooseSection } from '@/components/rental/WhyChooseSection';
import { FiguresStrip } from '@/components/rental/FiguresStrip';
import { FleetSection } from '@/components/rental/FleetSection';
import { ProcessSection } from '@/components/rental/ProcessSection';
import { BenefitsSection } from '@/components/rental/BenefitsSection';
import { FaqSection } from '@/components/ui/FaqSection';
import { company } from '@/content/company';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';
import { AssistanceLink } from '@/components/rentalAssistance/AssistanceLink';

export const metadata = pageMetadata('rental');

export default function RentalPage() {
  const { hero, cta } = rental;
  return (
    <>
      <BreadcrumbJsonLd page="rental" />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink href={pages.contacts.path}>{hero.quoteButton}</ButtonLink>
            <ButtonLink href="#flotta" variant="onDark">
              {hero.fleetButton}
            </ButtonLink>
          </>
        }
      >
        <AssistanceLink lead={hero.assistanceLead} label={hero.assistanceLink} onDark />
      </PageHero>
      <WhyChooseSection />
      <FiguresStrip />
      <FleetSection />
      <ProcessSection />
      <BenefitsSection />
      <FaqSection
        headingId="faq-titolo"
        eyebrow={rental.faq.eyebrow}
        title={rental.faq.title}
        items={rental.faq.items}
        name="noleggio-faq"
      />
      <CallToAction
        headingId="rental-cta"
        title={cta.title}
        text={cta.text}
        actions={
          <>
            <ButtonLink href={pages.contacts.path}>{cta.contactButton}</ButtonLink>
            <ButtonLink href={`tel:${company.phone.tel}`} variant="onDark">
              <CallLabel label={cta.phoneLabel} phone={company.phone.display} />
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
