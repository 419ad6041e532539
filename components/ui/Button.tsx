import type { AnchorHTMLAttributes, ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { SiteLink } from './SiteLink';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark';

/** The buttons' class, for a plain button an island renders (CookieBannerShell's Accept). */
export const buttonClassName = styles.button;

export function Button({ className, ...props }: ComponentPropsWithRef<'button'>) {
  return <button className={cx(styles.button, className)} {...props} />;
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
  const Link = href.startsWith('/') && !href.startsWith('/documents/') ? SiteLink : 'a';
  return (
    <Link href={href} data-variant={variant} {...rest} className={cx(styles.button, className)}>
      {children}
    </Link>
  );
}

export function ButtonRow({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.buttonRow, className)} {...props} />;
}
