'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { fleetFinderText as text } from '@/content/fleetFinder';
import { compareIdsFromSearch, searchWithCompare } from '@/lib/compareLink';
import { COMPARE_MIN } from '@/lib/fleetCompare';
import { withoutId } from '@/lib/idList';
import { setLocationSearch, useLocationSearch } from '@/components/ui/locationSearch';
import { COMPARE_FULL_EVENT, compareStore, useCompareList, useRequestList } from './stores';

import FinderBar from './FinderBar';

// The comparison and the request list load their code when opened.
const CompareDialog = lazy(() => import('./CompareDialog'));
const RequestListDialog = lazy(() => import('./RequestListDialog'));

/**
 * The finder's bar of the rental area: how many vehicles are chosen for comparison and in the
 * request list, and the way to open either (loaded by RentalToolbar once needed). The open
 * comparison lives in the URL (`?confronto=3,9`): opening adds a history entry, so Back
 * closes it, and the link can be shared.
 */
export default function FinderToolbar({ knownIds }: { knownIds: readonly number[] }) {
  const search = useLocationSearch();
  const compareIds = useCompareList().filter((id) => knownIds.includes(id));
  const requestIds = useRequestList().filter((id) => knownIds.includes(id));
  const openIds = compareIdsFromSearch(search, knownIds);
  const [requestOpen, setRequestOpen] = useState(false);
  const [notice, setNotice] = useState('');
  // True when the open comparison has its own history entry (so closing goes Back).
  const pushedEntry = useRef(false);

  const openKey = openIds?.join(',') ?? '';
  const compareKey = compareIds.join(',');

  // A comparison link sets the selection, so the toggles on the page agree with what is shown.
  useEffect(() => {
    if (openKey && openKey !== compareKey) compareStore.set(openKey.split(',').map(Number));
  }, [openKey, compareKey]);

  useEffect(() => {
    if (!openKey) pushedEntry.current = false;
  }, [openKey]);

  useEffect(() => {
    const onFull = () => setNotice(text.compare.full);
    window.addEventListener(COMPARE_FULL_EVENT, onFull);
    return () => window.removeEventListener(COMPARE_FULL_EVENT, onFull);
  }, []);

  // A changed selection makes an earlier notice stale.
  useEffect(() => setNotice(''), [compareKey]);

  const visible = compareIds.length > 0 || requestIds.length > 0;

  const openCompare = () => {
    if (compareIds.length < COMPARE_MIN) {
      setNotice(text.compare.needMore);
      return;
    }
    setLocationSearch(searchWithCompare(window.location.search, compareIds), 'push');
    pushedEntry.current = true;
  };

  const closeCompare = () => {
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
    if (next.length >= COMPARE_MIN) setLocationSearch(searchWithCompare(window.location.search, next), 'replace');
    else closeCompare();
  };

  return (
    <>
      {visible ? (
        <FinderBar
          compareCount={compareIds.length}
          requestCount={requestIds.length}
          notice={notice}
          onCompare={openCompare}
          onRequest={() => setRequestOpen(true)}
        />
      ) : null}
      {openIds ? (
        <Suspense fallback={null}>
          <CompareDialog ids={openIds} onRemove={removeFromCompare} onClose={closeCompare} />
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
