import { Icon } from '@/components/icons';
import { Section } from '@/components/ui/Section';
import { eProcurement } from '@/content/eProcurement';
import { SolutionAccordion } from './SolutionAccordion';

export function SolutionsSection() {
  const { solutions } = eProcurement;
  return (
    <Section
      headingId="soluzioni-titolo"
      id="soluzioni"
      eyebrow={solutions.eyebrow}
      title={solutions.title}
      intro={solutions.intro}
    >
      <SolutionAccordion
        detailsLabel="Cosa comprende"
        items={solutions.items.map((item) => ({ ...item, icon: <Icon name={item.icon} size={24} /> }))}
      />
    </Section>
  );
}
