import type { ComponentProps } from 'react';
import { FaqJsonLd } from '@/components/seo/JsonLd';
import { FaqList } from '@/components/ui/FaqList';
import { Section } from '@/components/ui/Section';
import type { FaqEntry } from '@/lib/structuredData';

interface FaqSectionProps extends Pick<ComponentProps<typeof Section>, 'headingId' | 'title' | 'eyebrow' | 'tone'> {
  items: readonly FaqEntry[];
  /** The disclosures' shared name: one answer open at a time (FaqList). */
  name: string;
}

/** A page's frequently asked questions as native disclosures, and the same questions as schema.org FAQPage for search engines. */
export function FaqSection({ items, name, ...section }: FaqSectionProps) {
  return (
    <Section {...section}>
      <FaqList items={items} name={name} />
      <FaqJsonLd items={items} />
    </Section>
  );
}
