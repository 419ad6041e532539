import type { AnchorHTMLAttributes, ComponentPropsWithRef } from 'react';
import { tokens } from '@/components/theme/tokens';
import { SiteLink } from './SiteLink';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark';

/**
 * Shared look of buttons and button-like links; the variant travels as a data attribute. The
 * rules of Button.module.css's .button, as text for the styled templates that still take them
 * (`${buttonStyles}`).
 */
export const buttonStyles = `
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

/** The buttons' class, for a plain button an island renders (CookieBannerShell's Accept). */
export const buttonClassName = styles.button;

const withButton = (className?: string) => (className ? `${styles.button} ${className}` : styles.button);

export function Button({ className, ...props }: ComponentPropsWithRef<'button'>) {
  return <button className={withButton(className)} {...props} />;
}

interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  variant?: ButtonVariant;
}

/**
 * A link that looks like a button. Internal paths go through SiteLink (client navigation);
 * tel:, mailto:, external and file links stay plain anchors.
 */
export function ButtonLink({ href, variant = 'primary', className, children, ...rest }: ButtonLinkProps) {
  const isInternalPage = href.startsWith('/') && !href.startsWith('/documents/');
  if (isInternalPage)
    return (
      <SiteLink href={href} data-variant={variant} {...rest} className={withButton(className)}>
        {children}
      </SiteLink>
    );
  return (
    <a href={href} data-variant={variant} {...rest} className={withButton(className)}>
      {children}
    </a>
  );
}

export function ButtonRow({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={className ? `${styles.buttonRow} ${className}` : styles.buttonRow} {...props} />;
}
