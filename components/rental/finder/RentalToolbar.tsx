'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { ClipboardList, Scale } from 'lucide-react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { rental } from '@/content/rental';
import { COMPARE_MAX, COMPARE_MIN, compareIdsFromSearch, searchWithCompare } from '@/lib/fleetCompare';
import { withoutId } from '@/lib/idList';
import { setLocationSearch, useLocationSearch } from './locationSearch';
import { COMPARE_FULL_EVENT, compareStore, useCompareList, useHydrated, useRequestList } from './stores';

const CompareDialog = lazy(() => import('./CompareDialog'));
const RequestListDialog = lazy(() => import('./RequestListDialog'));

const text = rental.finder;

/**
 * The bar of the rental area (every page under /gielle-rental): how many vehicles are chosen
 * for comparison and in the request list, and the way to open either. It shows once something
 * is chosen. The comparison and the request list load their code only when opened. The open
 * comparison lives in the URL (`?confronto=3,9`): opening adds a history entry, so Back closes
 * it and the link can be shared.
 */
export function RentalToolbar({ knownIds }: { knownIds: readonly number[] }) {
  const hydrated = useHydrated();
  const pathname = (usePathname() ?? '').replace(/\/$/, '');
  const search = useLocationSearch(pathname);
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

  const visible = hydrated && (compareIds.length > 0 || requestIds.length > 0);

  // Keep focused elements and the end of the page clear of the fixed bar.
  useEffect(() => {
    if (!visible) return;
    const root = document.documentElement;
    const body = document.body;
    root.style.scrollPaddingBottom = '6rem';
    body.style.paddingBottom = '5.5rem';
    return () => {
      root.style.scrollPaddingBottom = '';
      body.style.paddingBottom = '';
    };
  }, [visible]);

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
      <Bar role="region" aria-label={text.toolbarLabel} hidden={!visible}>
        <Notice role="status">{notice}</Notice>
        <Buttons>
          {compareIds.length > 0 ? (
            <BarButton type="button" onClick={openCompare} aria-disabled={compareIds.length < COMPARE_MIN || undefined}>
              <Scale size={18} aria-hidden="true" />
              {text.compare.toggle}
              <Count>{compareIds.length}</Count>
              <span className="visually-hidden">{text.compare.countSuffix(COMPARE_MAX)}</span>
            </BarButton>
          ) : null}
          {requestIds.length > 0 ? (
            <BarButton type="button" onClick={() => setRequestOpen(true)} aria-haspopup="dialog">
              <ClipboardList size={18} aria-hidden="true" />
              {text.request.short}
              <Count>{requestIds.length}</Count>
              <span className="visually-hidden">{requestIds.length === 1 ? ' mezzo' : ' mezzi'}</span>
            </BarButton>
          ) : null}
        </Buttons>
      </Bar>
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

const Bar = styled.div`
  position: fixed;
  z-index: 45;
  bottom: ${tokens.space.md};
  left: ${tokens.space.md};
  /* Clear of the scroll-to-top button on the right. */
  right: calc(${tokens.space.lg} + 52px + ${tokens.space.sm});
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space.xs};
  pointer-events: none;

  &[hidden] {
    display: none;
  }

  ${media.md} {
    left: ${tokens.space.lg};
    bottom: ${tokens.space.lg};
  }
`;

const Notice = styled.p`
  margin: 0;
  max-width: 28rem;
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.navyDeep};
  color: ${tokens.color.onNavy};
  font-size: ${tokens.fontSize.sm};
  font-weight: 600;
  box-shadow: ${tokens.shadow.raised};
  pointer-events: auto;

  &:not(:empty) {
    padding: ${tokens.space.sm} ${tokens.space.md};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  pointer-events: auto;
`;

const BarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 52px;
  padding: 0 ${tokens.space.md};
  border: 2px solid ${tokens.color.gold};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.navy};
  color: ${tokens.color.onNavy};
  font: inherit;
  font-weight: 700;
  box-shadow: ${tokens.shadow.raised};
  cursor: pointer;
  transition: background-color ${tokens.motion.fast} ease;

  &:hover {
    background: ${tokens.color.navySoft};
  }

  &[aria-disabled='true'] {
    border-color: ${tokens.color.onNavyMuted};
  }
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.75rem;
  height: 1.75rem;
  padding: 0 ${tokens.space.xs};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.gold};
  color: ${tokens.color.navyDeep};
  font-size: ${tokens.fontSize.sm};
`;
