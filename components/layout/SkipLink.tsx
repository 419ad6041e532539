import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';

export function SkipLink() {
  return <Skip href="#contenuto">Salta al contenuto</Skip>;
}

const Skip = styled.a`
  position: absolute;
  z-index: 100;
  top: ${tokens.space.sm};
  left: ${tokens.space.sm};
  padding: ${tokens.space.sm} ${tokens.space.md};
  background: ${tokens.color.navy};
  color: ${tokens.color.onNavy};
  border-radius: ${tokens.radius.sm};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;
