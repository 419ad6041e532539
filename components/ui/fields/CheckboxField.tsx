'use client';

import { useRef, type ReactNode } from 'react';
import { useEarlyInput } from './earlyInput';
import { Field, FieldError, Required } from './fieldBase';
import styles from './fieldBase.module.css';

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
      <div className={styles.checkRow}>
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
      </div>
      <FieldError id={id} error={error} />
    </Field>
  );
}
