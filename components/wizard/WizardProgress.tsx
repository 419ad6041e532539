import { WIZARD_STEP_COUNT, wizardSteps, wizardText } from '@/content/wizard';
import type { WizardStep } from '@/lib/wizardValidation';
import styles from './WizardProgress.module.css';

/**
 * The named steps for sighted visitors, the native <progress> for assistive tech: the list's
 * numbers are hidden, so the bar's value text carries the position and the step's name.
 */
export function WizardProgress({ step }: { step: WizardStep }) {
  return (
    <div className={styles.progress}>
      <ol className={styles.stepList}>
        {wizardSteps.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === step ? 'step' : undefined}
            data-done={index + 1 < step || undefined}
          >
            <span aria-hidden="true">{index + 1}</span> {name}
          </li>
        ))}
      </ol>
      <progress
        className={styles.bar}
        aria-label={wizardText.progressLabel}
        max={WIZARD_STEP_COUNT}
        value={step}
        aria-valuetext={`${wizardText.stepOf(step)}: ${wizardSteps[step - 1] ?? ''}`}
      />
    </div>
  );
}
