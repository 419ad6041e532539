'use client';

import { useRef, type ReactNode } from 'react';
import { useEarlyInput } from './earlyInput';
import { FieldError, Required } from './fieldBase';
import styles from './fieldBase.module.css';

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
    <fieldset className={styles.fieldset} ref={ref} id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>
        {legend}
        {required ? <Required aria-hidden="true"> *</Required> : null}
      </legend>
      {options.length === 0 && empty ? <p className={styles.empty}>{empty}</p> : null}
      <div className={styles.choices} data-layout={layout}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const checked = option.value === value;
          return (
            <div className={styles.choice} key={option.value} data-checked={checked || undefined}>
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
              <div className={styles.choiceBody}>
                <label htmlFor={optionId}>{option.label}</label>
                {option.description ? (
                  <span className={styles.choiceDescription} id={`${optionId}-description`}>
                    {option.description}
                  </span>
                ) : null}
              </div>
              {option.aside}
            </div>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
