import { createElement, type ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import styles from './layout.module.css';

/** Focuses the first invalid control inside `root` (after a failed "Avanti" or submit). */
export function focusFirstInvalid(root: HTMLElement | null) {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
}

export function FieldGrid({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return createElement('div', { className: cx(styles.fieldGrid, className), ...props });
}

export function FullRow({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return createElement('div', { className: cx(styles.fullRow, className), ...props });
}
