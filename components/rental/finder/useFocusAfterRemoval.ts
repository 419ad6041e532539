'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * For lists whose items each have a remove button (the comparison's columns, the request list):
 * the pressed button goes with its item, so after the re-render focus moves to the button now
 * in its place, or the previous one if it was the last, or to `fallback` when none is left.
 * Returns the function to call with the removed item's index before removing it.
 */
export function useFocusAfterRemoval(container: RefObject<HTMLElement | null>, buttons: string, fallback?: string) {
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    if (removedAt.current === null) return;
    const remaining = container.current?.querySelectorAll<HTMLElement>(buttons) ?? [];
    const target = remaining[Math.min(removedAt.current, remaining.length - 1)] ?? (fallback ? container.current?.querySelector<HTMLElement>(fallback) : null);
    removedAt.current = null;
    target?.focus();
  });
  return (index: number) => {
    removedAt.current = index;
  };
}
