import { useSyncExternalStore } from 'react';
import { romeDay } from '@/lib/positions';

const never = () => () => {};

/**
 * Today in Rome (YYYY-MM-DD) once the page runs in the browser; null while it hydrates, so the first
 * render matches the pre-rendered HTML (which shows what was open on the day of the build).
 */
export function useRomeDay(): string | null {
  return useSyncExternalStore(never, romeDay, () => null);
}
