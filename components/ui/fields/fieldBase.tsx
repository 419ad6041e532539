import type { ComponentPropsWithRef, ReactNode } from 'react';
import { tokens } from '@/components/theme/tokens';
import styles from './fieldBase.module.css';

/** Pieces shared by the form fields of the wizard, the careers form and the anonymous report. */

export function describedBy(
  id: string,
  { error, hint, counter }: { error?: string; hint?: ReactNode; counter?: boolean },
) {
  const ids = [hint ? `${id}-hint` : '', counter ? `${id}-counter` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <FieldLabel htmlFor={id}>
      {label}
      {required ? <Required aria-hidden="true"> *</Required> : null}
    </FieldLabel>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return <ErrorText id={`${id}-error`}>{error}</ErrorText>;
}

export interface BaseProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

const withClass = (own: string | undefined, className?: string) => (className ? `${own} ${className}` : own);

export function Field({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={withClass(styles.field, className)} {...props} />;
}

export function FieldLabel({ className, htmlFor, children, ...props }: ComponentPropsWithRef<'label'>) {
  return (
    <label className={withClass(styles.fieldLabel, className)} htmlFor={htmlFor} {...props}>
      {children}
    </label>
  );
}

export function Required({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span className={withClass(styles.required, className)} {...props} />;
}

export function ErrorText({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return <p className={withClass(styles.errorText, className)} {...props} />;
}

export function Hint({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return <p className={withClass(styles.hint, className)} {...props} />;
}

export function Counter({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return <p className={withClass(styles.counter, className)} {...props} />;
}

/** The controls' look, as text for their styled templates (`${controlStyles}`): the fields are client components. */
export const controlStyles = `
  width: 100%;
  min-height: 48px;
  padding: 0.65rem 0.85rem;
  border: 1px solid ${tokens.color.muted};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surface};
  color: ${tokens.color.ink};
  font: inherit;

  &[aria-invalid='true'] {
    border: 2px solid ${tokens.color.danger};
  }
`;
