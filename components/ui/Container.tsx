import type { ComponentPropsWithRef } from 'react';
import styles from './Container.module.css';

export function Container({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={className ? `${styles.container} ${className}` : styles.container} {...props} />;
}
