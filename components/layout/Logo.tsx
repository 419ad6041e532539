import { SiteLink } from '@/components/ui/SiteLink';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { company } from '@/content/company';

/** Wordmark drawn as SVG: crisp at any size, no image request. Larger on desktop. */
export function Logo() {
  return (
    <HomeLink href="/" aria-label={`${company.brand}, vai alla home`}>
      <Mark viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="8" fill="currentColor" />
        <path d="M28 14.5a10 10 0 1 0 1.6 8.5H20v-4h13.5" fill="none" stroke={tokens.color.gold} strokeWidth="4" />
      </Mark>
      <Word aria-hidden="true">{company.brand}</Word>
    </HomeLink>
  );
}

const HomeLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  color: ${tokens.color.navy};
  text-decoration: none;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Mark = styled.svg`
  width: 36px;
  height: 36px;

  ${media.lg} {
    width: 44px;
    height: 44px;
  }
`;

const Word = styled.span`
  font-size: 1.5rem;

  ${media.lg} {
    font-size: 1.875rem;
  }
`;
