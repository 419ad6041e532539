'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePathname, useSearchParams } from 'next/navigation';
import { vehicleById } from '@/content/fleet';
import { fleetFinderText as text } from '@/content/fleetFinder';
import { compareIdsFromSearch, searchWithCompare } from '@/lib/compareLink';
import { COMPARE_MIN, FINDER_BAR_SLOT_ID } from '@/lib/fleetCompare';
import { withoutId } from '@/lib/idList';
import type { Picture } from '@/lib/images/picture';
import { setLocationSearch } from '@/components/ui/locationSearch';
import {
  COMPARE_FULL_EVENT,
  compareStore,
  FINDER_CHANGE_EVENT,
  lastFinderChange,
  requestListStore,
  useCompareList,
  useRequestList,
} from './stores';

import FinderBar from './FinderBar';

// The comparison and the request list load their code when opened.
const CompareDialog = lazy(() => import('./CompareDialog'));
const RequestListDialog = lazy(() => import('./RequestListDialog'));

/**
 * The finder's bar of the rental area: how many vehicles are chosen for comparison and in the
 * request list, and the way to open either (loaded by RentalToolbar once needed). The open
 * comparison lives in the URL (`?confronto=3,9`): opening adds a history entry, so Back
 * closes it, and the link can be shared. It is read from the router (useSearchParams), not
 * from window.location: the router settles each history write a moment later by rewriting the
 * address itself, with no event to listen to, and on a slow CI machine a comparison closed with
 * "Chiudi" stayed open. The router's state is where those writes end, in order; "Chiudi" hides
 * the comparison at once rather than wait for the router to hear Back. (The bar only
 * renders in the browser, so useSearchParams needs no Suspense boundary here.) The bar is fixed
 * on screen but placed in the document right after the list of vehicles (FINDER_BAR_SLOT_ID),
 * so the keyboard reaches it next.
 */
interface FinderToolbarProps {
  knownIds: readonly number[];
  /** Thumbnail variants of the vehicles' photos, by src (absent when the fleet has none). */
  pictures?: Readonly<Record<string, Picture>>;
}

export default function FinderToolbar({ knownIds, pictures }: FinderToolbarProps) {
  const pathname = usePathname();
  const search = useSearchParams();
  const compareIds = useCompareList().filter((id) => knownIds.includes(id));
  const requestIds = useRequestList().filter((id) => knownIds.includes(id));
  const openIds = compareIdsFromSearch(search, knownIds);
  const [requestOpen, setRequestOpen] = useState(false);
  // A notice is said for one selection; once the selection changes it is stale and hidden.
  const [notice, setNotice] = useState({ text: '', forSelection: '' });
  // True when the open comparison has its own history entry (so closing goes Back).
  const pushedEntry = useRef(false);
  // Set when taking one of two out closes the comparison: focus then goes to the bar's button.
  const focusBarAfterClose = useRef(false);
  const compareButton = useRef<HTMLButtonElement>(null);
  // Found as the bar first renders (it only ever renders in the browser, after hydration), so it is
  // placed in its slot from the start: found by the effect below alone, it was first mounted
  // outside the slot and then moved, a second mount of the bar and its live region.
  const [slot, setSlot] = useState<HTMLElement | null>(() => document.getElementById(FINDER_BAR_SLOT_ID));

  const openKey = openIds?.join(',') ?? '';
  // The comparison the visitor has just closed: hidden at once, while the router, which the
  // address is read from, follows Back a moment later (on a busy phone, long enough to press
  // again). Forgotten as soon as the address says anything else, so Forward opens it again.
  const [closedKey, setClosedKey] = useState('');
  if (closedKey && closedKey !== openKey) setClosedKey('');
  const shownIds = openIds && openKey !== closedKey ? openIds : null;
  const shownKey = shownIds ? openKey : '';
  const compareKey = compareIds.join(',');
  const selectionKey = useCallback(
    () =>
      compareStore
        .getSnapshot()
        .filter((id) => knownIds.includes(id))
        .join(','),
    [knownIds],
  );

  // The bar sits in the page's slot after the list of vehicles (tab order), wherever the page has
  // one; after a client navigation, the new page's.
  useEffect(() => setSlot(document.getElementById(FINDER_BAR_SLOT_ID)), [pathname]);

  // A comparison link sets the selection when it arrives, so the toggles on the page agree with
  // what is shown. Only then: a later change of the selection (one of two taken out while Back
  // is on its way) must not be undone by the link that is about to go.
  useEffect(() => {
    if (openKey && openKey !== selectionKey()) compareStore.set(openKey.split(',').map(Number));
  }, [openKey, selectionKey]);

  useEffect(() => {
    if (shownKey) return;
    pushedEntry.current = false;
    if (focusBarAfterClose.current) {
      focusBarAfterClose.current = false;
      compareButton.current?.focus();
    }
  }, [shownKey]);

  useEffect(() => {
    const onFull = () => setNotice({ text: text.compare.full, forSelection: selectionKey() });
    // What a card's toggle did, and how to go on: said by the bar, also for the change that loaded it.
    const onChange = () => {
      const change = lastFinderChange;
      if (!change || Date.now() - change.at > 2000) return;
      const name = vehicleById(change.id)?.name ?? '';
      const { announce } = text;
      const said =
        change.list === 'compare'
          ? change.added
            ? announce.compareAdded(name, compareStore.getSnapshot().length)
            : announce.compareRemoved(name)
          : change.added
            ? announce.requestAdded(name, requestListStore.getSnapshot().length)
            : announce.requestRemoved(name);
      setNotice({ text: said, forSelection: selectionKey() });
    };
    onChange();
    window.addEventListener(COMPARE_FULL_EVENT, onFull);
    window.addEventListener(FINDER_CHANGE_EVENT, onChange);
    return () => {
      window.removeEventListener(COMPARE_FULL_EVENT, onFull);
      window.removeEventListener(FINDER_CHANGE_EVENT, onChange);
    };
  }, [selectionKey]);

  const visible = compareIds.length > 0 || requestIds.length > 0;

  const openCompare = () => {
    if (compareIds.length < COMPARE_MIN) {
      setNotice({ text: text.compare.needMore, forSelection: compareKey });
      return;
    }
    setClosedKey('');
    setLocationSearch(searchWithCompare(window.location.search, compareIds), 'push');
    pushedEntry.current = true;
  };

  const closeCompare = () => {
    setClosedKey(openKey);
    if (pushedEntry.current) {
      pushedEntry.current = false;
      window.history.back();
    } else {
      setLocationSearch(searchWithCompare(window.location.search, null), 'replace');
    }
  };

  const removeFromCompare = (id: number) => {
    const next = withoutId(openIds ?? compareIds, id);
    compareStore.set(next);
    if (next.length >= COMPARE_MIN) {
      setLocationSearch(searchWithCompare(window.location.search, next), 'replace');
      return;
    }
    // One vehicle cannot be compared: the comparison closes and the bar says why.
    setNotice({ text: text.compare.closedWithOne(vehicleById(id)?.name ?? ''), forSelection: next.join(',') });
    focusBarAfterClose.current = true;
    closeCompare();
  };

  const bar = visible ? (
    <FinderBar
      compareCount={compareIds.length}
      requestCount={requestIds.length}
      notice={notice.forSelection === compareKey ? notice.text : ''}
      compareButtonRef={compareButton}
      onCompare={openCompare}
      onRequest={() => setRequestOpen(true)}
    />
  ) : null;

  return (
    <>
      {bar && slot?.isConnected ? createPortal(bar, slot) : bar}
      {shownIds ? (
        <Suspense fallback={null}>
          <CompareDialog ids={shownIds} pictures={pictures} onRemove={removeFromCompare} onClose={closeCompare} />
        </Suspense>
      ) : null}
      {requestOpen ? (
        <Suspense fallback={null}>
          <RequestListDialog onClose={() => setRequestOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
