import type { ComponentPropsWithRef, ReactNode } from 'react';
import { BadgeCheck, Check } from '@/components/icons';
import { cx } from './cx';
import styles from './CheckList.module.css';

const variants = {
  /** Green ticks, bold text (the featured service's features). */
  ticks: { Mark: Check, size: 20, className: styles.ticks },
  /** Gold badge ticks on a navy band, spaced wider (what backs the certified centre). */
  badges: { Mark: BadgeCheck, size: 22, className: styles.badges },
  /** White cards with a larger tick, three across from 1024 px; the caller styles what is in them. */
  cards: { Mark: Check, size: 24, className: styles.cards },
} as const;

interface CheckListProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** One list item each, keyed by its text. */
  items: readonly string[];
  /** What follows the mark in an item; the item's text by default. */
  children?: (item: string, index: number) => ReactNode;
  variant?: keyof typeof variants;
}

/** A list whose every item starts with a tick. */
export function CheckList({ items, children, variant = 'ticks', className, ...props }: CheckListProps) {
  const { Mark, size, className: variantClass } = variants[variant];
  return (
    <ul className={cx(styles.list, variantClass, className)} {...props}>
      {items.map((item, index) => (
        <li key={item}>
          <Mark size={size} aria-hidden="true" />
          {children ? children(item, index) : item}
        </li>
      ))}
    </ul>
  );
}
