'use client';

import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { useEarlyInput } from './earlyInput';
import { FieldError, Required } from './fieldBase';

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
export function ChoiceGroup({
  id,
  legend,
  name,
  value,
  onChange,
  options,
  error,
  required,
  layout = 'cards',
  empty,
}: ChoiceGroupProps) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useEarlyInput(ref, (chosen) => onChange(String(chosen)));
  return (
    <Fieldset ref={ref} id={id} aria-describedby={error ? `${id}-error` : undefined}>
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
              {/* aria-invalid on a radio: ARIA 1.2 no longer lists it for role radio, but browsers still
                  expose it, focusFirstInvalid (./layout.ts) finds the group's first radio by it, and the
                  fieldset's role, group, does not take it either. */}
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
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
  transition:
    border-color ${tokens.motion.fast} ease,
    background-color ${tokens.motion.fast} ease;

  &:hover {
    border-color: ${tokens.color.navySoft};
  }

  &[data-checked] {
    border: 2px solid ${tokens.color.navy};
    background: ${tokens.color.surfaceWarm};
    padding: calc(${tokens.space.md} - 1px);
  }

  input {
    position: relative;
    z-index: 1;
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
