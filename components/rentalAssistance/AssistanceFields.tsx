'use client';

import { ASSISTANCE_LIMITS, assistanceFields as f, type MachineStopped } from '@/content/assistanceForm';
import { ChoiceGroup } from '@/components/ui/fields/ChoiceGroup';
import { SelectField } from '@/components/ui/fields/SelectField';
import { TextAreaField } from '@/components/ui/fields/TextAreaField';
import { TextField } from '@/components/ui/fields/TextField';
import { FieldGrid, FullRow } from '@/components/ui/fields/layout';
import {
  needsMessage,
  needsPlace,
  type AssistanceErrors,
  type AssistanceField,
  type AssistanceState,
} from '@/lib/assistanceRequest';

export interface FieldsProps {
  state: AssistanceState;
  errors: AssistanceErrors;
  update: <K extends AssistanceField>(field: K, value: AssistanceState[K]) => void;
  today: string;
}

/** The machine and where it is: every request names them. */
export function MachineFields({
  state,
  errors,
  update,
  machines,
}: FieldsProps & { machines: readonly { value: string; label: string }[] }) {
  return (
    <FieldGrid>
      <SelectField
        id="assistenza-machine"
        label={f.machine}
        hint={f.machineHint}
        value={state.machine}
        onChange={(value) => update('machine', value)}
        placeholder={f.otherMachine}
        options={machines}
      />
      <TextField
        id="assistenza-contract"
        label={f.contract}
        hint={f.optional}
        value={state.contract}
        error={errors.contract}
        onChange={(value) => update('contract', value)}
        maxLength={ASSISTANCE_LIMITS.short}
      />
      <FullRow>
        <TextField
          id="assistenza-place"
          label={f.place}
          hint={needsPlace(state.type) ? f.placeHint : `${f.optional} ${f.placeHint}`}
          required={needsPlace(state.type)}
          value={state.place}
          error={errors.place}
          onChange={(value) => update('place', value)}
          maxLength={ASSISTANCE_LIMITS.place}
        />
      </FullRow>
    </FieldGrid>
  );
}

/** What each kind of request needs to be acted on: nothing more. */
export function RequestFields({ state, errors, update, today }: FieldsProps) {
  const { type } = state;
  const date = (field: 'newEndDate' | 'lastUseDate' | 'pickupFrom', label: string, min?: string) => (
    <TextField
      id={`assistenza-${field}`}
      type="date"
      label={label}
      required
      min={min}
      value={state[field]}
      error={errors[field]}
      onChange={(value) => update(field, value)}
    />
  );
  return (
    <>
      {type === 'guasto' ? (
        <ChoiceGroup
          id="assistenza-stopped"
          name="stopped"
          legend={f.stopped}
          required
          layout="inline"
          value={state.stopped}
          error={errors.stopped}
          onChange={(value) => update('stopped', value as MachineStopped)}
          options={f.stoppedOptions}
        />
      ) : null}
      {type === 'proroga' ? <FieldGrid>{date('newEndDate', f.newEndDate, today)}</FieldGrid> : null}
      {type === 'ritiro' ? (
        <FieldGrid>
          {date('lastUseDate', f.lastUseDate)}
          {date('pickupFrom', f.pickupFrom, today)}
          <FullRow>
            <TextField
              id="assistenza-pickupHours"
              label={f.pickupHours}
              hint={f.pickupHoursHint}
              value={state.pickupHours}
              error={errors.pickupHours}
              onChange={(value) => update('pickupHours', value)}
              maxLength={ASSISTANCE_LIMITS.short}
            />
          </FullRow>
          <FullRow>
            <TextAreaField
              id="assistenza-access"
              label={f.access}
              hint={f.accessHint}
              rows={3}
              value={state.access}
              error={errors.access}
              onChange={(value) => update('access', value)}
              maxLength={ASSISTANCE_LIMITS.place}
            />
          </FullRow>
        </FieldGrid>
      ) : null}
      <TextAreaField
        id="assistenza-message"
        label={type === 'guasto' ? f.problem : type === 'altro' ? f.request : f.message}
        hint={type === 'guasto' ? f.problemHint : needsMessage(type) ? undefined : f.optional}
        required={needsMessage(type)}
        rows={type === 'guasto' || type === 'altro' ? 6 : 4}
        value={state.message}
        error={errors.message}
        onChange={(value) => update('message', value)}
        maxLength={ASSISTANCE_LIMITS.message}
      />
    </>
  );
}

/** Who is asking, and how to answer them. */
export function ContactFields({ state, errors, update }: FieldsProps) {
  const text = (
    field: 'company' | 'name' | 'phone' | 'email',
    props: { label: string; autoComplete: string; type?: 'tel' | 'email'; hint?: string; required?: boolean },
  ) => (
    <TextField
      id={`assistenza-${field}`}
      required
      {...props}
      value={state[field]}
      error={errors[field]}
      onChange={(value) => update(field, value)}
      maxLength={ASSISTANCE_LIMITS.short}
    />
  );
  const emailRequired = state.contact === 'email';
  return (
    <>
      <FieldGrid>
        {text('company', { label: f.company, autoComplete: 'organization' })}
        {text('name', { label: f.name, autoComplete: 'name' })}
        {text('phone', { label: f.phone, autoComplete: 'tel', type: 'tel' })}
        {text('email', {
          label: f.email,
          autoComplete: 'email',
          type: 'email',
          required: emailRequired,
          hint: emailRequired ? undefined : f.emailHint,
        })}
      </FieldGrid>
      <ChoiceGroup
        id="assistenza-contact"
        name="contact"
        legend={f.contact}
        layout="inline"
        value={state.contact}
        onChange={(value) => update('contact', value === 'email' ? 'email' : 'phone')}
        options={f.contactOptions}
      />
    </>
  );
}
