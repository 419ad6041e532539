'use client';

import { Check, ClipboardList, Scale } from 'lucide-react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { fleetFinderText } from '@/content/fleetFinder';
import { toggleCompareVehicle, toggleRequestVehicle, useCompareList, useHydrated, useRequestList } from './stores';

const text = fleetFinderText;

interface FinderActionsProps {
  vehicleId: number;
  vehicleName: string;
  /** Leave out the compare toggle (e.g. inside the comparison itself). */
  compare?: boolean;
}

/**
 * "Confronta" and "Aggiungi alla richiesta" for one vehicle: toggle buttons (aria-pressed) on
 * the browser stores, shown on each fleet card, in the vehicle dialog and on the vehicle page.
 * They need JavaScript: the pre-rendered HTML lays them out but keeps them invisible and inert
 * until the page is interactive, so nothing dead shows without scripts and nothing moves when
 * they appear (a card's height does not change).
 */
export function FinderActions({ vehicleId, vehicleName, compare = true }: FinderActionsProps) {
  const hydrated = useHydrated();
  const compared = useCompareList().includes(vehicleId);
  const requested = useRequestList().includes(vehicleId);
  return (
    <Row data-finder-actions="" inert={!hydrated} data-pending={hydrated ? undefined : ''}>
      {compare ? (
        <Toggle type="button" aria-pressed={compared} aria-label={text.compare.toggleLabel(vehicleName)} onClick={() => toggleCompareVehicle(vehicleId)}>
          {compared ? <Check size={18} aria-hidden="true" /> : <Scale size={18} aria-hidden="true" />}
          {text.compare.toggle}
        </Toggle>
      ) : null}
      <Toggle type="button" aria-pressed={requested} aria-label={text.request.addLabel(vehicleName)} onClick={() => toggleRequestVehicle(vehicleId)}>
        {requested ? <Check size={18} aria-hidden="true" /> : <ClipboardList size={18} aria-hidden="true" />}
        {text.request.add}
      </Toggle>
    </Row>
  );
}

const Row = styled.div`
  /* Above a card's stretched link, which covers the whole card. */
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};

  &[data-pending] {
    visibility: hidden;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  flex: 1 1 auto;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.xs};
  min-height: 44px;
  padding: 0.4rem 0.75rem;
  border: 2px solid ${tokens.color.navy};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surface};
  color: ${tokens.color.navy};
  font: inherit;
  font-size: ${tokens.fontSize.sm};
  font-weight: 700;
  cursor: pointer;
  transition: background-color ${tokens.motion.fast} ease;

  &:hover {
    background: ${tokens.color.surfaceSoft};
  }

  &[aria-pressed='true'] {
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
  }

  &[aria-pressed='true']:hover {
    background: ${tokens.color.navySoft};
  }
`;
