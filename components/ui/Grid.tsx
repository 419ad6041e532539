import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';

/** Cards laid out on the 12-column idea: one column on a phone, then 2, then `$columns`. */
export const CardGrid = styled.ul<{ $columns?: 2 | 3 | 4 }>`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(${(p) => p.$columns ?? 3}, minmax(0, 1fr));
  }
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  align-items: start;

  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${tokens.space.xxl};
  }
`;
