import { Section } from '@/components/ui/Section';
import { partners } from '@/content/partners';
import { partnersSection, partnersTiming } from '@/content/home';
import { PartnersCarousel } from './PartnersCarousel';
import { picturesProp } from '@/lib/images/picture';
import { picturesFor } from '@/lib/images/pictures';

export function PartnersSection() {
  const pictures = picturesFor(partners.map((partner) => partner.logo));
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
        {...picturesProp(pictures)}
      />
    </Section>
  );
}
