import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { FeatureCard } from '@/components/ui/Card';
import { serviceCentre } from '@/content/serviceCentre';

/** Six reasons to choose the centre. */
export function ReasonsSection() {
  const { reasons } = serviceCentre;
  return (
    <Section headingId="motivi-titolo" eyebrow={reasons.eyebrow} title={reasons.title} tone="warm">
      <CardGrid $columns={3}>
        {reasons.items.map((item) => (
          <FeatureCard key={item.id} icon={item.icon} title={item.title}>
            <p>{item.description}</p>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}
