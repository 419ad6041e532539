import { Section } from '@/components/ui/Section';
import { rental } from '@/content/rental';
import { FaqJsonLd } from '@/components/seo/JsonLd';
import { FaqAccordion } from './FaqAccordion';

/** Five questions as an accordion, and the same data as schema.org FAQPage for search engines. */
export function FaqSection() {
  const { faq } = rental;
  return (
    <Section headingId="faq-titolo" eyebrow={faq.eyebrow} title={faq.title}>
      <FaqAccordion items={faq.items} />
      <FaqJsonLd items={faq.items} />
    </Section>
  );
}
