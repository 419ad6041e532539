'use client';

import { ControlField, type BaseProps } from './fieldBase';

export interface TextFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  maxLength?: number;
  min?: string;
  inputMode?: 'text' | 'email' | 'tel';
  /** Show a character counter under the field (needs maxLength). */
  counter?: boolean;
}

export function TextField({
  value,
  onChange,
  type = 'text',
  counter = false,
  autoComplete,
  maxLength,
  min,
  inputMode,
  ...field
}: TextFieldProps) {
  return (
    <ControlField<HTMLInputElement>
      {...field}
      counter={counter && maxLength !== undefined ? { value, max: maxLength } : undefined}
      onEarlyValue={onChange}
    >
      {(control, aria) => (
        <input
          {...control}
          type={type}
          value={value}
          {...aria}
          autoComplete={autoComplete}
          maxLength={maxLength}
          min={min}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </ControlField>
  );
}
