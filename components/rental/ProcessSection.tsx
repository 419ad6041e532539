import { Section } from '@/components/ui/Section';
import { StepList } from '@/components/ui/StepList';
import { rental } from '@/content/rental';

/** The five steps of a rental, as an ordered list. */
export function ProcessSection() {
  const { process } = rental;
  return (
    <Section headingId="processo-titolo" eyebrow={process.eyebrow} title={process.title}>
      <StepList steps={process.steps} columns={5} />
    </Section>
  );
}
