'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { COMPARE_PARAM } from '@/lib/fleetCompare';
import { useLocationSearch } from '@/components/ui/locationSearch';
import { useCompareList, useRequestList } from './stores';

const FinderToolbar = lazy(() => import('./FinderToolbar'));

/**
 * The finder's bar on every page of the rental area (/gielle-rental and the vehicle pages).
 * Only this shell is in the pages' first load: the bar's code loads once a vehicle is chosen
 * for comparison or for the request, or a comparison link is opened. Hydration renders nothing:
 * the lists and the query read as empty on the server, and the browser's values then arrive.
 */
export function RentalToolbar(props: ComponentProps<typeof FinderToolbar>) {
  const chosen = useCompareList().length + useRequestList().length > 0;
  const linked = new URLSearchParams(useLocationSearch()).has(COMPARE_PARAM);
  if (!(chosen || linked)) return null;
  return (
    <Suspense fallback={null}>
      <FinderToolbar {...props} />
    </Suspense>
  );
}
