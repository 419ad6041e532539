'use client';

import { preferredContacts, WIZARD_LIMITS, type PreferredContact } from '@/content/wizard';
import { ChoiceGroup } from '@/components/ui/fields/ChoiceGroup';
import { TextField } from '@/components/ui/fields/TextField';
import { FieldGrid } from '@/components/ui/fields/layout';
import { Stack } from './StepSelection';
import type { StepProps } from './types';

/** Step 3, Contatti: who we answer and how. */
export function StepContact({ state, errors, update }: StepProps) {
  const common = { maxLength: WIZARD_LIMITS.short };
  return (
    <Stack>
      <FieldGrid>
        <TextField
          id="wizard-firstName"
          label="Nome"
          required
          autoComplete="given-name"
          value={state.firstName}
          error={errors.firstName}
          onChange={(v) => update('firstName', v)}
          {...common}
        />
        <TextField
          id="wizard-lastName"
          label="Cognome"
          required
          autoComplete="family-name"
          value={state.lastName}
          error={errors.lastName}
          onChange={(v) => update('lastName', v)}
          {...common}
        />
        <TextField
          id="wizard-email"
          type="email"
          label="Email"
          required
          autoComplete="email"
          value={state.email}
          error={errors.email}
          onChange={(v) => update('email', v)}
          {...common}
        />
        <TextField
          id="wizard-phone"
          type="tel"
          label="Telefono"
          required
          autoComplete="tel"
          value={state.phone}
          error={errors.phone}
          onChange={(v) => update('phone', v)}
          {...common}
        />
        <TextField
          id="wizard-company"
          label="Azienda"
          hint="Facoltativo."
          autoComplete="organization"
          value={state.company}
          error={errors.company}
          onChange={(v) => update('company', v)}
          {...common}
        />
        <TextField
          id="wizard-position"
          label="Ruolo"
          hint="Facoltativo."
          autoComplete="organization-title"
          value={state.position}
          error={errors.position}
          onChange={(v) => update('position', v)}
          {...common}
        />
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
    </Stack>
  );
}
