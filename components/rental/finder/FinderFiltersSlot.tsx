'use client';

import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { media } from '@/components/theme/tokens';
import type { FleetFilters } from '@/lib/fleetFinder';
import type { FleetFiltersProps } from './FleetFilters';
import { useHydrated } from './stores';

const FleetFiltersForm = lazy(() => import('./FleetFilters'));

/**
 * Where the filters go, next to the category tabs. Their code loads once the page is
 * interactive (it is not in the first load); until then, and only when the browser runs
 * scripts, the slot keeps their room so nothing below moves when they arrive. Without
 * scripts the slot is empty and takes no room: the whole fleet is listed.
 */
export function FinderFiltersSlot(props: Omit<FleetFiltersProps, 'onChange'> & { onChange: (next: FleetFilters) => void }) {
  const hydrated = useHydrated();
  return (
    <Slot data-finder-filters="">
      {hydrated ? (
        <Suspense fallback={null}>
          <FleetFiltersForm {...props} />
        </Suspense>
      ) : null}
    </Slot>
  );
}

const Slot = styled.div`
  @media (scripting: enabled) {
    &:empty {
      min-height: 27.5rem;
    }

    ${media.sm} {
      &:empty {
        min-height: 13rem;
      }
    }
  }
`;
