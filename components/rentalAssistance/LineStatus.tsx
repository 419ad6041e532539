'use client';

import { useHydrated } from '@/components/ui/useHydrated';
import { assistanceLineState, lineStateText, type WeeklyHours } from '@/lib/assistanceHours';

/**
 * Whether the assistance line answers now, on the visitor's clock: said only once the script runs,
 * since the exported page was written long before the visit. Without it the hours beside it say
 * the same.
 */
export function LineStatus({ hours, className }: { hours: WeeklyHours; className?: string }) {
  const hydrated = useHydrated();
  const state = hydrated ? assistanceLineState(hours, new Date()) : null;
  return (
    <p className={className} role="status" data-open={state ? String(state.open) : undefined}>
      {state ? lineStateText(state) : null}
    </p>
  );
}
