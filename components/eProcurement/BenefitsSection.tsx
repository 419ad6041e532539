import { Section } from '@/components/ui/Section';
import { FeatureGrid } from '@/components/ui/FeatureGrid';
import { eProcurement } from '@/content/eProcurement';

/** Four benefits of buying through the eProcurement platform. */
export function BenefitsSection() {
  const { benefits } = eProcurement;
  return (
    <Section headingId="vantaggi-titolo" eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro}>
      <FeatureGrid columns={4} items={benefits.items.map((item) => ({ ...item, text: item.description }))} />
    </Section>
  );
}
