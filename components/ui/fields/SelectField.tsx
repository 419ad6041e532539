'use client';

import { useRef } from 'react';
import styled from 'styled-components';
import { useEarlyInput } from './earlyInput';
import { controlStyles, describedBy, Field, FieldError, Hint, Label, type BaseProps } from './fieldBase';

interface SelectFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  options,
  placeholder,
}: SelectFieldProps) {
  const ref = useRef<HTMLSelectElement>(null);
  useEarlyInput(ref, (chosen) => onChange(String(chosen)));
  return (
    <Field>
      <Label id={id} label={label} required={required} />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <Select
        ref={ref}
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

const Select = styled.select`
  ${controlStyles}
`;
