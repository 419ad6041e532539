'use client';

import { useSyncExternalStore } from 'react';
import { toggleCompare, type CompareToggleResult } from '@/lib/fleetCompare';
import { parseStoredIds, withId, withoutId } from '@/lib/idList';

/**
 * The two lists the fleet finder keeps in the browser, shared by every island of the rental
 * area (cards, vehicle dialog and pages, the toolbar) through useSyncExternalStore:
 * - the request list, in localStorage: it must survive closing the tab (issue 12);
 * - the compare selection, in sessionStorage: a working choice of this visit.
 * Other tabs see changes through the 'storage' event. Storage may be unavailable (privacy
 * modes): the lists then live for the page view only.
 */
export const REQUEST_LIST_KEY = 'gielle.request-list';
export const COMPARE_KEY = 'gielle.compare';

const EMPTY: readonly number[] = [];

export interface IdStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly number[];
  getServerSnapshot: () => readonly number[];
  set: (ids: readonly number[]) => void;
}

function createIdStore(key: string, area: 'localStorage' | 'sessionStorage'): IdStore {
  const listeners = new Set<() => void>();
  let raw: string | null | undefined;
  let ids: readonly number[] = EMPTY;
  // Whether `ids` may differ from storage. While anyone listens, only set() (this tab) and the
  // 'storage' event (another tab) change the list, so it is read once, not on every call: React
  // asks for the snapshot several times per reader, and a rental page hydrates 36 readers, a
  // storage read each (issue 20's trace: up to 10 ms of its hydration).
  let stale = true;
  // Used when storage throws, so the list still works for this page view.
  let memory: string | null = null;

  const read = (): string | null => {
    try {
      return window[area].getItem(key);
    } catch {
      return memory;
    }
  };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    stale = true;
    notify();
  };
  // A page back from the back/forward cache may have missed other tabs' changes meanwhile.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    stale = true;
    notify();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        window.addEventListener('storage', onStorage);
        window.addEventListener('pageshow', onPageShow);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        window.removeEventListener('storage', onStorage);
        window.removeEventListener('pageshow', onPageShow);
        // Unheard, another tab's changes would be missed: the next call reads storage again.
        stale = true;
      };
    },
    getSnapshot() {
      if (!stale) return ids;
      const current = read();
      stale = listeners.size === 0;
      // The same array while the stored text is unchanged: useSyncExternalStore needs a stable snapshot.
      if (current !== raw) {
        raw = current;
        const stored = parseStoredIds(current);
        // An empty list is the server's snapshot itself: a first visit then hydrates with no
        // second, synchronous render of every card that reads the list.
        ids = stored.length > 0 ? stored : EMPTY;
      }
      return ids;
    },
    getServerSnapshot: () => EMPTY,
    set(next) {
      const text = next.length > 0 ? JSON.stringify(next) : null;
      memory = text;
      try {
        if (text === null) window[area].removeItem(key);
        else window[area].setItem(key, text);
      } catch {
        // Kept in memory only.
      }
      stale = true;
      notify();
    },
  };
}

export const requestListStore = createIdStore(REQUEST_LIST_KEY, 'localStorage');
export const compareStore = createIdStore(COMPARE_KEY, 'sessionStorage');

const useIds = (store: IdStore) => useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
export const useRequestList = (): readonly number[] => useIds(requestListStore);
export const useCompareList = (): readonly number[] => useIds(compareStore);

/** The visitor's last add or remove by a toggle, for the bar to announce (it may load after it). */
export interface FinderChange {
  list: 'compare' | 'request';
  id: number;
  added: boolean;
  at: number;
}
export let lastFinderChange: FinderChange | null = null;
export const FINDER_CHANGE_EVENT = 'gielle:finder-change';

function recordChange(list: FinderChange['list'], id: number, added: boolean) {
  lastFinderChange = { list, id, added, at: Date.now() };
  window.dispatchEvent(new Event(FINDER_CHANGE_EVENT));
}

export function toggleRequestVehicle(id: number) {
  const ids = requestListStore.getSnapshot();
  const added = !ids.includes(id);
  requestListStore.set(added ? withId(ids, id) : withoutId(ids, id));
  recordChange('request', id, added);
}

export function removeRequestVehicle(id: number) {
  requestListStore.set(withoutId(requestListStore.getSnapshot(), id));
}

export function clearRequestList() {
  requestListStore.set([]);
}

/** Event the toolbar listens to, so a refused fourth vehicle is announced where the visitor sees it. */
export const COMPARE_FULL_EVENT = 'gielle:compare-full';

export function toggleCompareVehicle(id: number): CompareToggleResult {
  const { ids, result } = toggleCompare(compareStore.getSnapshot(), id);
  if (result === 'full') window.dispatchEvent(new Event(COMPARE_FULL_EVENT));
  else {
    compareStore.set(ids);
    recordChange('compare', id, result === 'added');
  }
  return result;
}
