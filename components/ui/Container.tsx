import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';

export const Container = styled.div`
  width: 100%;
  max-width: ${tokens.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${tokens.layout.gutter};
`;
