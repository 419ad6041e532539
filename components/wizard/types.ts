import type { WizardOptions } from '@/lib/wizardOptions';
import type { WizardErrors, WizardField, WizardState } from '@/lib/wizardValidation';

/** What every step of the wizard receives from RequestWizard. */
export interface StepProps {
  state: WizardState;
  errors: WizardErrors;
  options: WizardOptions;
  update: <K extends WizardField>(field: K, value: WizardState[K]) => void;
}
