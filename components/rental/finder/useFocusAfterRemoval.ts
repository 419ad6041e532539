'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * For lists whose items each have a remove button (the comparison's columns, the request list):
 * the pressed button goes with its item, so once a render has taken it away focus moves to the
 * button now in its place, or the previous one if it was the last, or to `fallback` when none is
 * left. The item may go a render or more after the press (the comparison's columns follow the
 * router, which settles the address a moment later), so focus waits for the list to shrink.
 * Returns the function to call with the removed item's index before removing it.
 */
export function useFocusAfterRemoval(container: RefObject<HTMLElement | null>, buttons: string, fallback?: string) {
  const removed = useRef<{ index: number; countBefore: number } | null>(null);
  useEffect(() => {
    if (removed.current === null) return;
    const remaining = container.current?.querySelectorAll<HTMLElement>(buttons) ?? [];
    if (remaining.length >= removed.current.countBefore) return;
    const target =
      remaining[Math.min(removed.current.index, remaining.length - 1)] ??
      (fallback ? container.current?.querySelector<HTMLElement>(fallback) : null);
    removed.current = null;
    target?.focus();
  });
  return (index: number) => {
    removed.current = { index, countBefore: container.current?.querySelectorAll(buttons).length ?? 0 };
  };
}
