import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Callout } from './Callout';
import { cx } from './cx';
import styles from './FormPanel.module.css';

/**
 * The site's forms (the request wizard, the application, the anonymous report) are built from
 * these: FormPanel around the fields, FormError for a failure (a Callout: components/ui/Callout.tsx,
 * for success and note messages too), FormActions for the send row, FormOutcome for the panel
 * that takes the form's place once it is done with.
 */

const gapClass = { lg: styles.gapLg, xl: styles.gapXl } as const;

type FormPanelProps = {
  /** Its parts in a column, this far apart. */
  gap?: keyof typeof gapClass;
  /** Centred at 46 rem with a gold rule along its top, roomier from 768 px: a form alone on its page. */
  accent?: boolean;
} & ((ComponentPropsWithRef<'form'> & { as?: 'form' }) | (ComponentPropsWithRef<'div'> & { as: 'div' }));

/** The white panel a form sits in: the form itself, or a div around the form and its messages. */
export function FormPanel({ as = 'form', gap, accent = false, className, ...props }: FormPanelProps) {
  const classes = cx(styles.panel, gap && styles.stack, gap && gapClass[gap], accent && styles.accent, className);
  if (as === 'div') return <div className={classes} {...(props as ComponentPropsWithRef<'div'>)} />;
  return <form className={classes} {...(props as ComponentPropsWithRef<'form'>)} />;
}

/** Why the form could not be sent: a danger callout, its text bold, its links navy. */
export function FormError({
  icon,
  className,
  children,
}: {
  /** Drawn first, in the danger colour. */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Callout role="alert" tone="danger" icon={icon} className={cx(styles.error, className)}>
      {children}
    </Callout>
  );
}

const actionsClass = { row: undefined, split: styles.split, inline: styles.inline, tight: styles.tight } as const;

/**
 * The send row, and the other rows of buttons around a form. `split`: back and forward at its
 * two ends under a rule (the wizard); `inline`: buttons and a link centred on one line; `tight`:
 * close together, inside a message.
 */
export function FormActions({
  variant = 'row',
  className,
  ...props
}: ComponentPropsWithRef<'div'> & { variant?: keyof typeof actionsClass }) {
  return <div className={cx(styles.actions, actionsClass[variant], className)} {...props} />;
}

const outcomeClass = { success: styles.outcomeSuccess, note: styles.outcomeNote } as const;

/**
 * The panel that replaces a form once it is done with (sent, or saved on the device): a rule
 * along its top in the outcome's colour (a success's icon in it too), its parts in a column.
 * `compact`: less padding on a phone.
 */
export function FormOutcome({
  tone,
  compact = false,
  className,
  ...props
}: ComponentPropsWithRef<'div'> & { tone: keyof typeof outcomeClass; compact?: boolean }) {
  return <div className={cx(styles.outcome, outcomeClass[tone], compact && styles.compact, className)} {...props} />;
}
