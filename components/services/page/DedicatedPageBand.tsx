import { ArrowRight } from '@/components/icons';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import type { ServicePageText } from '@/content/types';

/** Right under the hero: the page of the site that tells more about this service, and what is there. */
export function DedicatedPageBand({ page }: { page: NonNullable<ServicePageText['dedicatedPage']> }) {
  return (
    <Band aria-labelledby="pagina-dedicata">
      <Inner>
        <div>
          <Title id="pagina-dedicata">{page.title}</Title>
          <Text>{page.text}</Text>
        </div>
        <ButtonLink href={page.path} variant="secondary">
          {page.label}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  padding-block: ${tokens.space.xl};
  background: ${tokens.color.surfaceWarm};
  border-bottom: 4px solid ${tokens.color.gold};
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${tokens.space.lg};
  align-items: center;

  ${media.lg} {
    grid-template-columns: 1fr auto;
    gap: ${tokens.space.xxl};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;

const Text = styled.p`
  max-width: 52rem;
  margin: ${tokens.space.sm} 0 0;
  color: ${tokens.color.ink};
`;
