import type { ComponentPropsWithRef, ComponentType, HTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './Chip.module.css';

/**
 * The look of a chip (Chip.module.css):
 * - `choice`, `counted` (with a ChipCount), `tab`, `link`: pills that filter a list or pick one of its views;
 * - `segment`: joined side by side on a dark band (a language switch);
 * - `tray`: borderless tabs in a tray of tabs;
 * - `small`: SmallButton's rounded rectangle, for a secondary action.
 */
export type ChipVariant = 'choice' | 'counted' | 'tab' | 'link' | 'segment' | 'tray' | 'small';

type ButtonProps = ComponentPropsWithRef<'button'>;

/** A chip's classes, for an element that is not a Chip: a link to one view of a list, say. */
export function chipClass(variant: ChipVariant, className?: string): string {
  return cx(styles.chip, styles[variant], className);
}

interface ChipProps extends ButtonProps {
  variant: ChipVariant;
  /** A plain button by default; ScriptButton for one that must wait for its island's script. */
  as?: 'button' | ComponentType<ButtonProps>;
}

/**
 * A compact outlined button, 44 px tall for touch. A chip that is one of a set of choices shows
 * its state from the markup's own ARIA: aria-pressed (a filter), aria-selected (a tab) or
 * aria-current="page" (a link to the view shown), in navy (gold for a `segment`).
 */
export function Chip({ variant, as: Tag = 'button', className, ...props }: ChipProps) {
  return <Tag className={chipClass(variant, className)} {...props} />;
}

/** A wrapping row of chips: a <div> (a group of buttons) or a <ul> (a list of links). */
export function ChipRow({ as: Tag = 'div', className, ...props }: HTMLAttributes<HTMLElement> & { as?: 'div' | 'ul' }) {
  return <Tag className={cx(styles.row, className)} {...props} />;
}

/** The count inside a `counted` chip: gold while its chip is pressed. */
export function ChipCount({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span className={cx(styles.count, className)} {...props} />;
}
