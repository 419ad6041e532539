import type { AnchorHTMLAttributes, ComponentPropsWithRef } from 'react';
import { SiteLink } from './SiteLink';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark';

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
