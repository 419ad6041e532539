import { Section } from '@/components/ui/Section';
import { FeatureGrid } from '@/components/ui/FeatureGrid';
import { serviceCentre } from '@/content/serviceCentre';

/** Six reasons to choose the centre. */
export function ReasonsSection() {
  const { reasons } = serviceCentre;
  return (
    <Section headingId="motivi-titolo" eyebrow={reasons.eyebrow} title={reasons.title} tone="warm">
      <FeatureGrid items={reasons.items.map((item) => ({ ...item, text: item.description }))} />
    </Section>
  );
}
