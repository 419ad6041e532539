import { controlName } from '@/lib/controlName';

/**
 * The few words of the fleet finder the rental pages need at first load (each card's toggles
 * and the empty state's button); the rest, content/fleetFinder.ts, loads with the parts that
 * show it.
 */
export const finderActionText = {
  compare: 'Confronta',
  /** Accessible names of the toggles: the visible words first, then the vehicle (WCAG 2.5.3). */
  compareLabel: (name: string) => controlName(finderActionText.compare, name),
  request: 'Aggiungi alla richiesta',
  requestLabel: (name: string) => controlName(finderActionText.request, name),
  clearFilters: 'Azzera i filtri',
} as const;
