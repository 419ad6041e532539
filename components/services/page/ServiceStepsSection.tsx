import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { servicePageLabels as labels } from '@/content/servicePages';
import type { ServicePageText } from '@/content/types';

/** How an engagement works, as a numbered sequence. */
export function ServiceStepsSection({ text }: { text: ServicePageText }) {
  return (
    <Section headingId="servizio-passaggi" title={labels.stepsTitle} intro={labels.stepsIntro} tone="warm">
      <Steps>
        {text.steps.map((step, index) => (
          <li key={step.title}>
            <span aria-hidden="true">{index + 1}</span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
    </Section>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: ${tokens.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  li {
    padding: ${tokens.space.lg};
    border-top: 4px solid ${tokens.color.gold};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surface};
    box-shadow: ${tokens.shadow.card};
  }

  span {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.navy};
    color: ${tokens.color.goldBright};
    font-weight: 700;
  }

  h3 {
    margin: ${tokens.space.md} 0 0;
    font-size: ${tokens.fontSize.lg};
    line-height: ${tokens.lineHeight.tight};
    color: ${tokens.color.navy};
  }

  p {
    margin: ${tokens.space.sm} 0 0;
    color: ${tokens.color.muted};
  }
`;
