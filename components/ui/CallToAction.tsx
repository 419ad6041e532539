import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Container } from './Container';

interface CallToActionProps {
  headingId: string;
  title: string;
  text: ReactNode;
  /** One or more ButtonLink elements. */
  actions: ReactNode;
}

/**
 * The closing band most pages end with: a heading, a sentence and the next step. The same few
 * words on many pages, so the site search leaves it out of what it indexes (docs/search.md).
 */
export function CallToAction({ headingId, title, text, actions }: CallToActionProps) {
  return (
    <Band aria-labelledby={headingId} data-tone="navy" data-pagefind-ignore="">
      <Inner>
        <div>
          <Title id={headingId}>{title}</Title>
          <Text>{text}</Text>
        </div>
        <Actions>{actions}</Actions>
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  background: ${tokens.color.navy};
  color: ${tokens.color.onNavy};
  padding-block: ${tokens.space.section};
  border-top: 4px solid ${tokens.color.gold};
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${tokens.space.xl};
  align-items: center;

  ${media.lg} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSize.h2};
  line-height: ${tokens.lineHeight.tight};
`;

const Text = styled.p`
  margin: ${tokens.space.md} 0 0;
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.onNavyMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};

  ${media.lg} {
    justify-content: flex-end;
  }
`;
