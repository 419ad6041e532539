import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { FeatureCard } from '@/components/ui/Card';
import { eProcurement } from '@/content/eProcurement';

export function BenefitsSection() {
  const { benefits } = eProcurement;
  return (
    <Section headingId="vantaggi-titolo" eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro}>
      <CardGrid $columns={4}>
        {benefits.items.map((item) => (
          <FeatureCard key={item.id} icon={item.icon} title={item.title}>
            <p>{item.description}</p>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}
