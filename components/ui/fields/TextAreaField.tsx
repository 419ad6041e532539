'use client';

import { useRef } from 'react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { useEarlyInput } from './earlyInput';
import { controlStyles, Counter, describedBy, Field, FieldError, Hint, Label, type BaseProps } from './fieldBase';

interface TextAreaFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  maxLength,
  rows = 6,
}: TextAreaFieldProps) {
  const count = Array.from(value).length;
  const ref = useRef<HTMLTextAreaElement>(null);
  useEarlyInput(ref, (typed) => onChange(String(typed)));
  return (
    <Field>
      <Label id={id} label={label} required={required} />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <TextArea
        ref={ref}
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

const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
  line-height: ${tokens.lineHeight.body};
`;
