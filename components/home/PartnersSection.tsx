import { Section } from '@/components/ui/Section';
import { partners } from '@/content/partners';
import { partnersSection, partnersTiming } from '@/content/home';
import { PartnersCarousel } from './PartnersCarousel';

export function PartnersSection() {
  return (
    <Section
      headingId="partner-titolo"
      eyebrow={partnersSection.eyebrow}
      title={partnersSection.title}
      intro={partnersSection.intro}
      tone="warm"
    >
      <PartnersCarousel
        partners={partners}
        autoplayMs={partnersTiming.autoplayMs}
        transitionMs={partnersTiming.transitionMs}
        label="Loghi dei partner"
      />
    </Section>
  );
}
