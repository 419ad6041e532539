import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';

interface StepListProps {
  steps: readonly { title: string; text: string }[];
  /** Columns on a wide screen, one per step usually. */
  columns: 3 | 4 | 5;
}

/** A numbered sequence of steps (rental process, how a service engagement works). */
export function StepList({ steps, columns }: StepListProps) {
  return (
    <Steps $columns={columns}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <span aria-hidden="true">{index + 1}</span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </Steps>
  );
}

const Steps = styled.ol<{ $columns: number }>`
  display: grid;
  gap: ${tokens.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  }

  li {
    padding: ${tokens.space.lg};
    border-top: 4px solid ${tokens.color.gold};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surfaceWarm};
  }

  /* On a warm section the steps stand out as white cards. */
  [data-tone='warm'] & li {
    background: ${tokens.color.surface};
    box-shadow: ${tokens.shadow.card};
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
