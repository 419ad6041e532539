import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { WIZARD_STEP_COUNT, wizardSteps, wizardText } from '@/content/wizard';
import type { WizardStep } from '@/lib/wizardValidation';

/**
 * The named steps for sighted visitors, the native <progress> for assistive tech: the list's
 * numbers are hidden, so the bar's value text carries the position and the step's name.
 */
export function WizardProgress({ step }: { step: WizardStep }) {
  return (
    <Progress>
      <StepList>
        {wizardSteps.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === step ? 'step' : undefined}
            data-done={index + 1 < step || undefined}
          >
            <span aria-hidden="true">{index + 1}</span> {name}
          </li>
        ))}
      </StepList>
      <Bar
        aria-label={wizardText.progressLabel}
        max={WIZARD_STEP_COUNT}
        value={step}
        aria-valuetext={`${wizardText.stepOf(step)}: ${wizardSteps[step - 1] ?? ''}`}
      />
    </Progress>
  );
}

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;

const StepList = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${tokens.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${tokens.fontSize.xs};
  color: ${tokens.color.muted};

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${tokens.space.xs};
    text-align: center;
  }

  li span {
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${tokens.radius.pill};
    border: 2px solid ${tokens.color.line};
    background: ${tokens.color.surface};
    font-weight: 700;
  }

  li[data-done] span {
    border-color: ${tokens.color.navy};
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
  }

  li[aria-current='step'] {
    color: ${tokens.color.navy};
    font-weight: 700;
  }

  li[aria-current='step'] span {
    border-color: ${tokens.color.gold};
    background: ${tokens.color.gold};
    color: ${tokens.color.navyDeep};
  }

  ${media.sm} {
    font-size: ${tokens.fontSize.sm};

    li {
      flex-direction: row;
      justify-content: center;
    }
  }
`;

/** Native progress element, drawn as a gold bar on a soft track in every engine. */
const Bar = styled.progress`
  display: block;
  width: 100%;
  height: 8px;
  border: 0;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceSoft};
  color: ${tokens.color.gold};
  overflow: hidden;
  appearance: none;

  &::-webkit-progress-bar {
    background: ${tokens.color.surfaceSoft};
  }

  &::-webkit-progress-value {
    background: ${tokens.color.gold};
    transition: width ${tokens.motion.base} ease;
  }

  &::-moz-progress-bar {
    background: ${tokens.color.gold};
  }

  ${media.reducedMotion} {
    &::-webkit-progress-value {
      transition: none;
    }
  }
`;
