'use client';

import { Callout } from '@/components/ui/Callout';
import {
  budgetBands,
  projectTypes,
  rentalDurations,
  timelines,
  WIZARD_LIMITS,
  wizardText,
  type Budget,
  type ProjectType,
  type RentalDuration,
  type Timeline,
} from '@/content/wizard';
import { selectedVehicleIds } from '@/lib/wizardValidation';
import { ChoiceGroup } from '@/components/ui/fields/ChoiceGroup';
import { SelectField } from '@/components/ui/fields/SelectField';
import { TextAreaField } from '@/components/ui/fields/TextAreaField';
import { TextField } from '@/components/ui/fields/TextField';
import { FieldGrid, FullRow } from '@/components/ui/fields/layout';
import type { StepProps } from './types';
import styles from './RequestWizard.module.css';

interface StepDetailsProps extends StepProps {
  today: string;
  selectionLabel: string;
  onEdit: () => void;
}

/** Step 2, Dettagli: what kind of work and when, or how long and from when. */
export function StepDetails({ state, errors, update, today, selectionLabel, onEdit }: StepDetailsProps) {
  const type = state.requestType === 'rental' ? 'rental' : 'service';
  return (
    <div className={styles.stack}>
      <Callout tone="note" className={styles.summary}>
        <p>
          <strong>
            {type === 'service'
              ? 'Servizio scelto'
              : selectedVehicleIds(state).length > 1
                ? 'Mezzi scelti'
                : 'Mezzo scelto'}
            :
          </strong>{' '}
          {selectionLabel}
        </p>
        <button type="button" className={styles.editButton} onClick={onEdit}>
          {wizardText.edit}
        </button>
      </Callout>

      {type === 'service' ? (
        <>
          <ChoiceGroup
            id="wizard-projectType"
            name="projectType"
            legend="Tipo di progetto"
            required
            value={state.projectType}
            error={errors.projectType}
            onChange={(value) => update('projectType', value as ProjectType)}
            options={projectTypes}
          />
          <FieldGrid>
            <SelectField
              id="wizard-timeline"
              label="Tempistica prevista"
              required
              placeholder="Seleziona..."
              value={state.timeline}
              error={errors.timeline}
              options={timelines}
              onChange={(value) => update('timeline', value as Timeline)}
            />
            <BudgetField state={state} update={update} type={type} />
          </FieldGrid>
        </>
      ) : (
        <FieldGrid>
          <SelectField
            id="wizard-rentalDuration"
            label="Durata del noleggio"
            required
            placeholder="Seleziona..."
            value={state.rentalDuration}
            error={errors.rentalDuration}
            options={rentalDurations}
            onChange={(value) => update('rentalDuration', value as RentalDuration)}
          />
          <BudgetField state={state} update={update} type={type} />
          <TextField
            id="wizard-startDate"
            type="date"
            label="Data di inizio"
            required
            min={today}
            value={state.startDate}
            error={errors.startDate}
            onChange={(value) => update('startDate', value)}
          />
          {state.rentalDuration !== 'flessibile' ? (
            <TextField
              id="wizard-endDate"
              type="date"
              label="Data di fine"
              required
              min={state.startDate && state.startDate > today ? state.startDate : today}
              value={state.endDate}
              error={errors.endDate}
              onChange={(value) => update('endDate', value)}
            />
          ) : null}
        </FieldGrid>
      )}

      <FullRow>
        <TextAreaField
          id="wizard-details"
          label="Dettagli aggiuntivi"
          hint="Facoltativo: quantità, luogo, vincoli, orari."
          maxLength={WIZARD_LIMITS.details}
          rows={4}
          value={state.details}
          error={errors.details}
          onChange={(value) => update('details', value)}
        />
      </FullRow>
    </div>
  );
}

function BudgetField({ state, update, type }: Pick<StepProps, 'state' | 'update'> & { type: 'service' | 'rental' }) {
  return (
    <SelectField
      id="wizard-budget"
      label="Budget indicativo"
      hint="Facoltativo."
      value={state.budget}
      options={budgetBands[type]}
      onChange={(value) => update('budget', value as Budget)}
    />
  );
}
