import { Section } from '@/components/ui/Section';
import { FaqList } from '@/components/ui/FaqList';
import { rental } from '@/content/rental';
import { FaqJsonLd } from '@/components/seo/JsonLd';

/** Five questions as native disclosures, and the same data as schema.org FAQPage for search engines. */
export function FaqSection() {
  const { faq } = rental;
  return (
    <Section headingId="faq-titolo" eyebrow={faq.eyebrow} title={faq.title}>
      <FaqList items={faq.items} name="noleggio-faq" />
      <FaqJsonLd items={faq.items} />
    </Section>
  );
}
