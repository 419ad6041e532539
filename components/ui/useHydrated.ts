'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the pre-rendered HTML (what a visitor sees with scripts off, or before they arrive),
 * true once this island has hydrated. Controls that only work with their script (a form's submit
 * button) stay disabled until then, so a native submit never sends the fields into the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
