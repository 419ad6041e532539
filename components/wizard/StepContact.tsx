'use client';

import { preferredContacts, WIZARD_LIMITS, type PreferredContact } from '@/content/wizard';
import { ChoiceGroup } from '@/components/ui/fields/ChoiceGroup';
import { TextField } from '@/components/ui/fields/TextField';
import { FieldGrid } from '@/components/ui/fields/layout';
import type { StepProps } from './types';
import styles from './RequestWizard.module.css';

/** The contact fields in their order; each one's id is `wizard-<field>`. */
const contactFields = [
  { field: 'firstName', label: 'Nome', required: true, autoComplete: 'given-name' },
  { field: 'lastName', label: 'Cognome', required: true, autoComplete: 'family-name' },
  { field: 'email', type: 'email', label: 'Email', required: true, autoComplete: 'email' },
  { field: 'phone', type: 'tel', label: 'Telefono', required: true, autoComplete: 'tel' },
  { field: 'company', label: 'Azienda', hint: 'Facoltativo.', autoComplete: 'organization' },
  { field: 'position', label: 'Ruolo', hint: 'Facoltativo.', autoComplete: 'organization-title' },
] as const;

/** Step 3, Contatti: who we answer and how. */
export function StepContact({ state, errors, update }: StepProps) {
  return (
    <div className={styles.stack}>
      <FieldGrid>
        {contactFields.map(({ field, ...props }) => (
          <TextField
            key={field}
            id={`wizard-${field}`}
            {...props}
            value={state[field]}
            error={errors[field]}
            onChange={(v) => update(field, v)}
            maxLength={WIZARD_LIMITS.short}
          />
        ))}
      </FieldGrid>
      <ChoiceGroup
        id="wizard-preferredContact"
        name="preferredContact"
        legend="Come preferisci essere ricontattato?"
        layout="inline"
        value={state.preferredContact}
        onChange={(value) => update('preferredContact', value as PreferredContact)}
        options={preferredContacts}
      />
    </div>
  );
}
