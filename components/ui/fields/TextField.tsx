'use client';

import { useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useEarlyInput } from './earlyInput';
import { controlStyles, Counter, describedBy, Field, FieldError, Hint, Label, type BaseProps } from './fieldBase';

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
  id,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  type = 'text',
  counter = false,
  ...rest
}: TextFieldProps) {
  const showCounter = counter && rest.maxLength !== undefined;
  const count = Array.from(value).length;
  const ref = useRef<HTMLInputElement>(null);
  useEarlyInput(ref, (typed) => onChange(String(typed)));
  return (
    <Field>
      <Label id={id} label={label} required={required} />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <Input
        ref={ref}
        id={id}
        name={id}
        type={type}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint, counter: showCounter })}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        {...rest}
      />
      {showCounter ? (
        <Counter id={`${id}-counter`} data-near={count > (rest.maxLength ?? 0) * 0.9 || undefined}>
          {count} / {rest.maxLength} caratteri
        </Counter>
      ) : null}
      <FieldError id={id} error={error} />
    </Field>
  );
}

const Input = styled.input`
  ${controlStyles}
`;
