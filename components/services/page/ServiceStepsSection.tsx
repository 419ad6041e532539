import { Section } from '@/components/ui/Section';
import { StepList } from '@/components/ui/StepList';
import { servicePageLabels as labels } from '@/content/servicePages';
import type { ServicePageText } from '@/content/types';

/** How an engagement works, as a numbered sequence. */
export function ServiceStepsSection({ text }: { text: ServicePageText }) {
  return (
    <Section headingId="servizio-passaggi" title={labels.stepsTitle} intro={labels.stepsIntro} tone="warm">
      <StepList steps={text.steps} columns={4} />
    </Section>
  );
}
