/**
 * The few words of the fleet finder the rental pages need at first load (each card's toggles
 * and the empty state's button); the rest, content/fleetFinder.ts, loads with the parts that
 * show it.
 */
export const finderActionText = {
  compare: 'Confronta',
  /** Accessible name of the compare toggle: which vehicle it adds. */
  compareLabel: (name: string) => `Confronta ${name}`,
  request: 'Aggiungi alla richiesta',
  requestLabel: (name: string) => `Aggiungi ${name} alla richiesta`,
  clearFilters: 'Azzera i filtri',
} as const;
