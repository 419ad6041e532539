import { FaqJsonLd } from '@/components/seo/JsonLd';
import { FaqList } from '@/components/ui/FaqList';
import { Section } from '@/components/ui/Section';
import { contacts } from '@/content/contacts';

/** Three FAQs as native disclosures, and the same questions as schema.org FAQPage for search engines. */
export function FaqSection() {
  return (
    <Section headingId="contatti-faq" title={contacts.faq.title} tone="warm">
      <FaqList items={contacts.faq.items} name="contatti-faq" />
      <FaqJsonLd items={contacts.faq.items} />
    </Section>
  );
}
