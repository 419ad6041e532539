import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { whistleblowing } from '@/content/whistleblowing';

export function HowItWorksSection() {
  return (
    <Section headingId="come-funziona" eyebrow="La procedura" title={whistleblowing.how.title}>
      <Steps>
        {whistleblowing.how.steps.map((step, index) => (
          <li key={step.title}>
            <Number aria-hidden="true">{index + 1}</Number>
            <div>
              <StepTitle>{step.title}</StepTitle>
              <p>{step.text}</p>
            </div>
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

  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: flex;
    gap: ${tokens.space.md};
    padding: ${tokens.space.lg};
    border-radius: ${tokens.radius.lg};
    background: ${tokens.color.surfaceWarm};
  }

  p {
    margin: ${tokens.space.xs} 0 0;
    color: ${tokens.color.muted};
  }
`;

const Number = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${tokens.color.navy};
  color: ${tokens.color.goldBright};
  font-weight: 800;
`;

const StepTitle = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.navy};
`;
