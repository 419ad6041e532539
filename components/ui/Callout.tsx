import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Callout.module.css';

/** What a callout says: a failure, something done, or a note (a saved request among them). */
export type CalloutTone = 'danger' | 'success' | 'note';

export interface CalloutLook {
  tone: CalloutTone;
  /** Padding: `md` (the default) or `sm` for a one-line message. */
  size?: 'sm' | 'md';
  /** A frame of the line colour around it; the tone's rule stays on the left. */
  framed?: boolean;
  /** An icon leads: a row, the icon in the tone's colour (success and danger). */
  icon?: boolean;
}

/**
 * The callout's classes, for an element that keeps styled rules of its own or is a callout only
 * sometimes (`className={boxed ? calloutClass({ tone: 'note' }) : undefined}`).
 */
export function calloutClass({ tone, size = 'md', framed = false, icon = false }: CalloutLook, className?: string) {
  return cx(styles.callout, styles[size], framed && styles.framed, styles[tone], icon && styles.icon, className);
}

type CalloutProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  Omit<CalloutLook, 'icon'> & {
    as?: 'div' | 'p' | 'section';
    /** Drawn first, before the message. */
    icon?: ReactNode;
    children?: ReactNode;
  };

/**
 * The site's callout: a tinted panel with a 4 px rule on its left in the tone's colour, for a
 * failure, a success or a note. Each use keeps its own content rules.
 */
export function Callout({ as: Tag = 'div', tone, size, framed, icon, className, children, ...props }: CalloutProps) {
  return (
    <Tag className={calloutClass({ tone, size, framed, icon: Boolean(icon) }, className)} {...props}>
      {icon}
      {children}
    </Tag>
  );
}
