'use client';

import { useDeferredMount } from '@/components/ui/useDeferredMount';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { JS_OFF, media } from '@/components/theme/tokens';
import type { FleetFilters } from '@/lib/fleetFinder';
import type { FleetFiltersProps } from './FleetFilters';

const FleetFiltersForm = lazy(() => import('./FleetFilters'));

/**
 * Where the filters go, next to the category tabs. Their code loads once the page is
 * interactive (it is not in the first load); until then, and only when the page runs
 * scripts (html[data-js]), the slot keeps their room so nothing below moves when they arrive. Without
 * scripts the slot is empty and takes no room: the whole fleet is listed.
 */
export function FinderFiltersSlot(
  props: Omit<FleetFiltersProps, 'onChange'> & { onChange: (next: FleetFilters) => void },
) {
  const ready = useDeferredMount();
  return (
    <Slot data-finder-filters="">
      {ready ? (
        <Suspense fallback={null}>
          <FleetFiltersForm {...props} />
        </Suspense>
      ) : null}
    </Slot>
  );
}

const Slot = styled.div`
  &:empty {
    min-height: 27.5rem;
  }

  ${media.sm} {
    &:empty {
      min-height: 13rem;
    }
  }

  ${JS_OFF} & {
    min-height: 0;
  }
`;
