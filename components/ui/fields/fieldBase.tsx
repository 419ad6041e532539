import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '@/components/theme/tokens';

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

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-weight: 700;
  color: ${tokens.color.navy};
`;

export const Required = styled.span`
  color: ${tokens.color.danger};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${tokens.fontSize.sm};
  font-weight: 600;
  color: ${tokens.color.danger};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${tokens.fontSize.sm};
  color: ${tokens.color.muted};
`;

export const Counter = styled.p`
  margin: 0;
  align-self: flex-end;
  font-size: ${tokens.fontSize.xs};
  color: ${tokens.color.muted};

  &[data-near] {
    color: ${tokens.color.danger};
    font-weight: 600;
  }
`;

export const controlStyles = css`
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
