import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';

/**
 * A compact outlined button for secondary actions inside lists and forms (remove an item,
 * clear the filters): 44 px tall for touch. data-shape="icon" makes it a 44 px square for an
 * icon with an accessible name.
 */
export const SmallButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.xs};
  min-height: 44px;
  padding: 0 ${tokens.space.md};
  border: 1px solid ${tokens.color.navy};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surface};
  color: ${tokens.color.navy};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: ${tokens.color.surfaceSoft};
  }

  &[data-shape='icon'] {
    width: 44px;
    padding: 0;
  }
`;
