import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { rental } from '@/content/rental';

/** The five steps of a rental, as an ordered list. */
export function ProcessSection() {
  const { process } = rental;
  return (
    <Section headingId="processo-titolo" eyebrow={process.eyebrow} title={process.title}>
      <Steps>
        {process.steps.map((step, index) => (
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
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }

  li {
    padding: ${tokens.space.lg};
    border-top: 4px solid ${tokens.color.gold};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surfaceWarm};
  }

  p {
    margin: ${tokens.space.xs} 0 0;
    color: ${tokens.color.muted};
  }

  /* Step number and title: styled here, once, rather than as styled components per step. */
  span {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    margin-bottom: ${tokens.space.sm};
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
    font-weight: 800;
  }

  h3 {
    margin: 0;
    font-size: ${tokens.fontSize.lg};
    color: ${tokens.color.navy};
  }
`;
