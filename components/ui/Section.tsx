import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Container } from './Container';

type Tone = 'plain' | 'warm' | 'navy';

interface SectionProps {
  /** id of the section's heading, so the region is named by it. */
  headingId: string;
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: Tone;
  id?: string;
  children?: ReactNode;
}

/** A page section with exactly one heading (every section has one clear heading: docs/product.md, "Visual brief"). */
export function Section({ headingId, title, eyebrow, intro, tone = 'plain', id, children }: SectionProps) {
  return (
    <Band aria-labelledby={headingId} id={id} data-tone={tone}>
      <Container>
        <Header>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Title id={headingId}>{title}</Title>
          {intro ? <Intro>{intro}</Intro> : null}
        </Header>
        {children}
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding-block: ${tokens.space.section};
  background: ${tokens.color.surface};
  scroll-margin-top: ${tokens.layout.headerHeight};

  &[data-tone='warm'] {
    background: ${tokens.color.surfaceWarm};
  }

  &[data-tone='navy'] {
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
  }
`;

const Header = styled.div`
  max-width: 46rem;
  margin-bottom: ${tokens.space.xl};
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${tokens.space.sm};
  font-size: ${tokens.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${tokens.color.goldText};

  [data-tone='navy'] & {
    color: ${tokens.color.goldBright};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSize.h2};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};

  [data-tone='navy'] & {
    color: ${tokens.color.onNavy};
  }
`;

const Intro = styled.p`
  margin: ${tokens.space.md} 0 0;
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.muted};

  [data-tone='navy'] & {
    color: ${tokens.color.onNavyMuted};
  }

  ${media.md} {
    font-size: ${tokens.fontSize.xl};
  }
`;
