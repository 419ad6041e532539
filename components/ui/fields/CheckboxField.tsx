'use client';

import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { useEarlyInput } from './earlyInput';
import { Field, FieldError, Required } from './fieldBase';

interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  error?: string;
  required?: boolean;
}

export function CheckboxField({ id, checked, onChange, label, error, required }: CheckboxFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEarlyInput(ref, (ticked) => onChange(ticked === true));
  return (
    <Field>
      <CheckRow>
        <input
          ref={ref}
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
