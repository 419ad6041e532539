'use client';

import { useEffect, useRef } from 'react';
import { setLocationSearch } from './locationSearch';

/** How long typing pauses before the address follows a search field (docs/search.md). */
export const ADDRESS_PAUSE_MS = 300;

/**
 * Writes what a search field holds into the address once typing pauses, not at every key: the
 * Next.js router observes each history write and settles its own entry a moment later, and writes
 * arriving faster than that were seen to leave the address on an older query ("?q=muletto+" for
 * "muletto diesel" on /cerca, "?q=f" for "facility management antincendio" on /servizi at 6x CPU).
 * A typing session (from the field's focus) makes one history entry, so Back leaves it whole;
 * later writes of the session replace it. The query is read when the write happens, so it joins
 * whatever else the address holds by then.
 */
export function useAddressFollowing() {
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<(() => string) | undefined>(undefined);
  const startsSession = useRef(true);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const write = () => {
    window.clearTimeout(timer.current);
    const searchOf = pending.current;
    pending.current = undefined;
    if (!searchOf) return;
    setLocationSearch(searchOf(), startsSession.current ? 'push' : 'replace');
    startsSession.current = false;
  };
  return {
    startSession: () => {
      startsSession.current = true;
    },
    follow: (searchOf: () => string) => {
      window.clearTimeout(timer.current);
      pending.current = searchOf;
      timer.current = window.setTimeout(write, ADDRESS_PAUSE_MS);
    },
    /** The write still waiting for the pause, now (the visitor submitted the search). */
    writeNow: write,
  };
}
