import type { ComponentPropsWithRef } from 'react';
import styles from './Grid.module.css';

const columnClass = { 2: styles.columns2, 3: styles.columns3, 4: styles.columns4 } as const;

/** Cards laid out on the 12-column idea: one column on a phone, then 2, then `$columns`. */
export function CardGrid({
  $columns = 3,
  className,
  ...props
}: ComponentPropsWithRef<'ul'> & { $columns?: 2 | 3 | 4 }) {
  const classes = `${styles.cardGrid} ${columnClass[$columns]}`;
  return <ul className={className ? `${classes} ${className}` : classes} {...props} />;
}

export function TwoColumns({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={className ? `${styles.twoColumns} ${className}` : styles.twoColumns} {...props} />;
}
