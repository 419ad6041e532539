import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';

/** Focuses the first invalid control inside `root` (after a failed "Avanti" or submit). */
export function focusFirstInvalid(root: HTMLElement | null) {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
}

export const FieldGrid = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`;

export const FullRow = styled.div`
  grid-column: 1 / -1;
`;
