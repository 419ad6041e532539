import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Container } from './Container';
import { IndustrialPattern } from './IndustrialPattern';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Extra content under the actions (e.g. a search box). */
  children?: ReactNode;
}

/** The navy opening band of an inner page, carrying its only H1. */
export function PageHero({ eyebrow, title, lead, actions, children }: PageHeroProps) {
  return (
    <Band data-tone="navy">
      <IndustrialPattern />
      <Inner>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title>{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
        {actions ? <Actions>{actions}</Actions> : null}
        {children}
      </Inner>
    </Band>
  );
}

const Band = styled.div`
  position: relative;
  overflow: hidden;
  background: linear-gradient(
    135deg,
    ${tokens.color.navyDeep} 0%,
    ${tokens.color.navy} 55%,
    ${tokens.color.navySoft} 100%
  );
  color: ${tokens.color.onNavy};
  padding-block: clamp(3rem, 2rem + 5vw, 6.5rem);
`;

const Inner = styled(Container)`
  position: relative;
`;

const Eyebrow = styled.p`
  margin: 0 0 ${tokens.space.sm};
  font-size: ${tokens.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${tokens.color.goldBright};
`;

const Title = styled.h1`
  max-width: 20ch;
  margin: 0;
  font-size: ${tokens.fontSize.h1};
  line-height: ${tokens.lineHeight.tight};
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  max-width: 40rem;
  margin: ${tokens.space.lg} 0 0;
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.onNavyMuted};

  ${media.md} {
    font-size: ${tokens.fontSize.xl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  margin-top: ${tokens.space.xl};
`;
