import type { ComponentPropsWithRef } from 'react';
import styles from './SmallButton.module.css';

/**
 * A compact outlined button for secondary actions inside lists and forms (remove an item,
 * clear the filters): 44 px tall for touch. data-shape="icon" makes it a 44 px square for an
 * icon with an accessible name.
 */
export function SmallButton({ className, ...props }: ComponentPropsWithRef<'button'>) {
  return <button className={className ? `${styles.smallButton} ${className}` : styles.smallButton} {...props} />;
}
