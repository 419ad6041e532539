'use client';

import { ControlField, type BaseProps } from './fieldBase';

interface SelectFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({ value, onChange, options, placeholder, ...field }: SelectFieldProps) {
  return (
    <ControlField<HTMLSelectElement> {...field} onEarlyValue={onChange}>
      {(control, aria) => (
        <select {...control} value={value} {...aria} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </ControlField>
  );
}
