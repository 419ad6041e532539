'use client';

import { useCallback } from 'react';
import { finderSearch, parseFinderState, type FinderChoices, type FleetFinderState } from '@/lib/fleetFinder';
import { setLocationSearch, useLocationSearch, type HistoryMode } from '@/components/ui/locationSearch';

/**
 * The fleet finder's state (tab and filters) read from and written to the URL query of the
 * rental page, the single source of truth: shareable, kept on reload, and Back restores the
 * previous choice (each choice pushes a history entry). The pre-rendered HTML is the whole fleet.
 */
export function useFinderState(
  pathname: string,
  choices: FinderChoices,
): [FleetFinderState, (next: FleetFinderState, mode?: HistoryMode) => void] {
  const search = useLocationSearch(pathname);
  const state = parseFinderState(search, choices);
  const update = useCallback((next: FleetFinderState, mode: HistoryMode = 'push') => {
    setLocationSearch(finderSearch(next, window.location.search), mode);
  }, []);
  return [state, update];
}
