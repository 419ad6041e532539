import { useRef, type ComponentPropsWithRef, type ReactNode, type RefObject } from 'react';
import { cx } from '../cx';
import { useEarlyInput } from './earlyInput';
import styles from './fieldBase.module.css';

/** Pieces shared by the form fields of the wizard, the careers form and the anonymous report. */

export interface BaseProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

export function Field({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.field, className)} {...props} />;
}

export function Required({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span className={cx(styles.required, className)} {...props} />;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p className={styles.errorText} id={`${id}-error`}>
      {error}
    </p>
  );
}

/** A field's label, a fieldset's frame and its legend, for a form made of other parts (the site search). */
export const fieldClasses = { label: styles.fieldLabel, fieldset: styles.fieldset, legend: styles.legend } as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What ControlField hands its control: its identity and look. */
export interface ControlProps<E extends Control> {
  ref: RefObject<E | null>;
  id: string;
  name: string;
  className: string | undefined;
}

/** ...and its ties to the label, hint, counter and error. */
export interface ControlAria {
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface ControlFieldProps<E extends Control> extends BaseProps {
  /** Characters typed against the limit, shown under the control. */
  counter?: { value: string; max: number };
  /** Takes what the visitor typed or chose before the page's script arrived (useEarlyInput). */
  onEarlyValue: (value: string) => void;
  /** The control. Two parts, so each field writes its own attributes between them, in the order it always had. */
  children: (control: ControlProps<E>, aria: ControlAria) => ReactNode;
}

/** A text, date, select or textarea field: its label, hint, the control, a counter and the error. */
export function ControlField<E extends Control>({
  id,
  label,
  error,
  hint,
  required,
  counter,
  onEarlyValue,
  children,
}: ControlFieldProps<E>) {
  const ref = useRef<E>(null);
  useEarlyInput(ref, (value) => onEarlyValue(String(value)));
  const describedBy = [hint ? `${id}-hint` : '', counter ? `${id}-counter` : '', error ? `${id}-error` : ''].filter(
    Boolean,
  );
  const count = counter ? Array.from(counter.value).length : 0;
  return (
    <Field>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
        {required ? <Required aria-hidden="true"> *</Required> : null}
      </label>
      {hint ? (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children(
        { ref, id, name: id, className: styles.control },
        {
          'aria-required': required || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
        },
      )}
      {counter ? (
        <p className={styles.counter} id={`${id}-counter`} data-near={count > counter.max * 0.9 || undefined}>
          {count} / {counter.max} caratteri
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </Field>
  );
}
