import { SiteLink } from './SiteLink';
import styled, { css } from 'styled-components';
import { tokens } from '@/components/theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark';

/** Shared look of buttons and button-like links; the variant travels as a data attribute. */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border: 2px solid transparent;
  border-radius: ${tokens.radius.sm};
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${tokens.motion.fast} ease,
    border-color ${tokens.motion.fast} ease,
    color ${tokens.motion.fast} ease;

  &[data-variant='primary'] {
    background: ${tokens.color.gold};
    color: ${tokens.color.navyDeep};
  }

  &[data-variant='primary']:hover {
    background: ${tokens.color.goldBright};
  }

  &[data-variant='secondary'] {
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
  }

  &[data-variant='secondary']:hover {
    background: ${tokens.color.navySoft};
  }

  &[data-variant='ghost'] {
    border-color: ${tokens.color.navy};
    color: ${tokens.color.navy};
    background: transparent;
  }

  &[data-variant='ghost']:hover {
    background: ${tokens.color.surfaceSoft};
  }

  &[data-variant='onDark'] {
    border-color: ${tokens.color.onNavy};
    color: ${tokens.color.onNavy};
    background: transparent;
  }

  &[data-variant='onDark']:hover {
    background: ${tokens.color.navySoft};
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledLink = styled(SiteLink)`
  ${buttonStyles}
`;

const StyledAnchor = styled.a`
  ${buttonStyles}
`;

export const Button = styled.button`
  ${buttonStyles}
`;

interface ButtonLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  variant?: ButtonVariant;
}

/**
 * A link that looks like a button. Internal paths go through SiteLink (client navigation);
 * tel:, mailto:, external and file links stay plain anchors.
 */
export function ButtonLink({ href, variant = 'primary', ...rest }: ButtonLinkProps) {
  const isInternalPage = href.startsWith('/') && !href.startsWith('/documents/');
  if (isInternalPage) return <StyledLink href={href} data-variant={variant} {...rest} />;
  return <StyledAnchor href={href} data-variant={variant} {...rest} />;
}

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  margin-top: ${tokens.space.xl};
`;
