'use client';

import type { ChangeEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '@/components/theme/tokens';

/**
 * Accessible form fields shared by the wizard, the careers form and the anonymous report:
 * a visible label, an optional hint, an error tied with aria-describedby and aria-invalid,
 * and a character counter for capped fields.
 */

interface BaseProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

function describedBy(id: string, { error, hint, counter }: { error?: string; hint?: ReactNode; counter?: boolean }) {
  const ids = [hint ? `${id}-hint` : '', counter ? `${id}-counter` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <FieldLabel htmlFor={id}>
      {label}
      {required ? <Required aria-hidden="true"> *</Required> : null}
    </FieldLabel>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <ErrorText id={`${id}-error`}>
      {error}
    </ErrorText>
  );
}

interface TextFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  maxLength?: number;
  min?: string;
  inputMode?: 'text' | 'email' | 'tel';
}

export function TextField({ id, label, error, hint, required, value, onChange, type = 'text', ...rest }: TextFieldProps) {
  return (
    <Field>
      <Label id={id} label={label} required={required} />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <Input
        id={id}
        name={id}
        type={type}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        {...rest}
      />
      <FieldError id={id} error={error} />
    </Field>
  );
}

interface TextAreaFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
}

export function TextAreaField({ id, label, error, hint, required, value, onChange, maxLength, rows = 6 }: TextAreaFieldProps) {
  const count = Array.from(value).length;
  return (
    <Field>
      <Label id={id} label={label} required={required} />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <TextArea
        id={id}
        name={id}
        rows={rows}
        value={value}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint, counter: true })}
        onChange={(event) => onChange(event.target.value)}
      />
      <Counter id={`${id}-counter`} data-near={count > maxLength * 0.9 || undefined}>
        {count} / {maxLength} caratteri
      </Counter>
      <FieldError id={id} error={error} />
    </Field>
  );
}

interface SelectFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({ id, label, error, hint, required, value, onChange, options, placeholder }: SelectFieldProps) {
  return (
    <Field>
      <Label id={id} label={label} required={required} />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <Select
        id={id}
        name={id}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldError id={id} error={error} />
    </Field>
  );
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
}

interface ChoiceGroupProps {
  id: string;
  legend: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly ChoiceOption[];
  error?: string;
  required?: boolean;
  /** 'cards' for rich choices, 'inline' for short ones. */
  layout?: 'cards' | 'inline';
  empty?: ReactNode;
}

/** A radio group as a fieldset; each choice is a card with its own label. */
export function ChoiceGroup({ id, legend, name, value, onChange, options, error, required, layout = 'cards', empty }: ChoiceGroupProps) {
  return (
    <Fieldset id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <Legend>
        {legend}
        {required ? <Required aria-hidden="true"> *</Required> : null}
      </Legend>
      {options.length === 0 && empty ? <Empty>{empty}</Empty> : null}
      <Choices data-layout={layout}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const checked = option.value === value;
          return (
            <Choice key={option.value} data-checked={checked || undefined}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                aria-invalid={error ? true : undefined}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                onChange={() => onChange(option.value)}
              />
              <ChoiceBody>
                <label htmlFor={optionId}>{option.label}</label>
                {option.description ? (
                  <ChoiceDescription id={`${optionId}-description`}>{option.description}</ChoiceDescription>
                ) : null}
              </ChoiceBody>
              {option.aside}
            </Choice>
          );
        })}
      </Choices>
      <FieldError id={id} error={error} />
    </Fieldset>
  );
}

interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  error?: string;
  required?: boolean;
}

export function CheckboxField({ id, checked, onChange, label, error, required }: CheckboxFieldProps) {
  return (
    <Field>
      <CheckRow>
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>
          {label}
          {required ? <Required aria-hidden="true"> *</Required> : null}
        </label>
      </CheckRow>
      <FieldError id={id} error={error} />
    </Field>
  );
}

/** A field only bots fill in. Off-screen, out of the tab order and hidden from assistive technology. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <HoneypotBox aria-hidden="true">
      <label htmlFor={id}>Non compilare questo campo</label>
      <input
        id={id}
        name={id}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </HoneypotBox>
  );
}

/** Focuses the first invalid control inside `root` (after a failed "Avanti" or submit). */
export function focusFirstInvalid(root: HTMLElement | null) {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
}

export const FieldGrid = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`;

export const FullRow = styled.div`
  grid-column: 1 / -1;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-weight: 700;
  color: ${tokens.color.navy};
`;

export const Required = styled.span`
  color: ${tokens.color.danger};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${tokens.fontSize.sm};
  color: ${tokens.color.muted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${tokens.fontSize.sm};
  font-weight: 600;
  color: ${tokens.color.danger};
`;

const controlStyles = css`
  width: 100%;
  min-height: 48px;
  padding: 0.65rem 0.85rem;
  border: 1px solid ${tokens.color.muted};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surface};
  color: ${tokens.color.ink};
  font: inherit;

  &[aria-invalid='true'] {
    border: 2px solid ${tokens.color.danger};
  }
`;

const Input = styled.input`
  ${controlStyles}
`;

const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
  line-height: ${tokens.lineHeight.body};
`;

const Select = styled.select`
  ${controlStyles}
`;

const Counter = styled.p`
  margin: 0;
  align-self: flex-end;
  font-size: ${tokens.fontSize.xs};
  color: ${tokens.color.muted};

  &[data-near] {
    color: ${tokens.color.danger};
    font-weight: 600;
  }
`;

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${tokens.space.sm};
  padding: 0;
  font-weight: 700;
  color: ${tokens.color.navy};
`;

const Empty = styled.p`
  margin: 0 0 ${tokens.space.sm};
  padding: ${tokens.space.md};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surfaceWarm};
  color: ${tokens.color.muted};
`;

const Choices = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));

  &[data-layout='inline'] {
    display: flex;
    flex-wrap: wrap;
  }
`;

const Choice = styled.div`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  transition: border-color ${tokens.motion.fast} ease, background-color ${tokens.motion.fast} ease;

  &:hover {
    border-color: ${tokens.color.navySoft};
  }

  &[data-checked] {
    border: 2px solid ${tokens.color.navy};
    background: ${tokens.color.surfaceWarm};
    padding: calc(${tokens.space.md} - 1px);
  }

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${tokens.color.navy};
  }

  label {
    font-weight: 700;
    color: ${tokens.color.navy};
    cursor: pointer;
  }

  /* The whole card is the label's click target. */
  label::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const ChoiceBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${tokens.space.xs};
  min-width: 0;
`;

const ChoiceDescription = styled.span`
  font-size: ${tokens.fontSize.sm};
  color: ${tokens.color.muted};
`;

const CheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.sm};

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.2rem 0 0;
    accent-color: ${tokens.color.navy};
  }
`;

const HoneypotBox = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
