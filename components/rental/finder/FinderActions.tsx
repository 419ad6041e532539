'use client';

import styled from 'styled-components';
import { JS_OFF, tokens } from '@/components/theme/tokens';
import { revealWhenInteractive } from '@/components/ui/revealWhenInteractive';
import { finderActionText as text } from '@/content/fleetFinderActions';
import { toggleCompareVehicle, toggleRequestVehicle, useCompareList, useRequestList} from './stores';

interface FinderActionsProps {
  vehicleId: number;
  vehicleName: string;
  /** Leave out the compare toggle (inside the comparison itself). */
  compare?: boolean;
}

/**
 * "Confronta" and "Aggiungi alla richiesta" for one vehicle: toggle buttons (aria-pressed) on
 * the browser stores, on each fleet card, in the vehicle dialog and on the vehicle page.
 * They need JavaScript: without it they are not shown at all; with it the pre-rendered HTML
 * lays them out but keeps them invisible and inert until the page is interactive, so nothing
 * moves when they appear. Part of the rental page's first load, so kept tiny (the tick is CSS).
 */
export function FinderActions({ vehicleId, vehicleName, compare = true }: FinderActionsProps) {
  const compared = useCompareList().includes(vehicleId);
  const requested = useRequestList().includes(vehicleId);
  return (
    <Row data-finder-actions="" inert data-pending="" ref={revealWhenInteractive}>
      {compare ? (
        <Toggle type="button" aria-pressed={compared} aria-label={text.compareLabel(vehicleName)} onClick={() => toggleCompareVehicle(vehicleId)}>
          {text.compare}
        </Toggle>
      ) : null}
      <Toggle type="button" aria-pressed={requested} aria-label={text.requestLabel(vehicleName)} onClick={() => toggleRequestVehicle(vehicleId)}>
        {text.request}
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

  ${JS_OFF} & {
    display: none;
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

  &::before {
    content: '+';
  }

  &[aria-pressed='false']:hover {
    background: ${tokens.color.surfaceSoft};
  }

  &[aria-pressed='true'] {
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
  }

  &[aria-pressed='true']::before {
    content: '✓';
  }
`;
