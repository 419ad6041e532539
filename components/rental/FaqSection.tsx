import { Section } from '@/components/ui/Section';
import { rental } from '@/content/rental';
import { faqPageJsonLd, serializeJsonLd } from '@/lib/faqJsonLd';
import { FaqAccordion } from './FaqAccordion';

/** Five questions as an accordion, and the same data as schema.org FAQPage for search engines. */
export function FaqSection() {
  const { faq } = rental;
  return (
    <Section headingId="faq-titolo" eyebrow={faq.eyebrow} title={faq.title}>
      <FaqAccordion items={faq.items} />
      <script
        type="application/ld+json"
        // Data block, not executed: built on the server from the same FAQ items.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqPageJsonLd(faq.items)) }}
      />
    </Section>
  );
}
