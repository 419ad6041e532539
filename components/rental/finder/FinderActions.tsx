'use client';

import { revealWhenInteractive } from '@/components/ui/revealWhenInteractive';
import { finderActionText as text } from '@/content/fleetFinderActions';
import { toggleCompareVehicle, toggleRequestVehicle, useCompareList, useRequestList } from './stores';

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
 * moves when they appear. Part of the rental page's first load, so kept tiny (the tick is CSS),
 * and styled by the element that holds them with the .finderActions class (vehicleStyles.module.css).
 */
export function FinderActions({ vehicleId, vehicleName, compare = true }: FinderActionsProps) {
  const compared = useCompareList().includes(vehicleId);
  const requested = useRequestList().includes(vehicleId);
  return (
    <div data-finder-actions="" inert data-pending="" ref={revealWhenInteractive}>
      {compare ? (
        <button
          type="button"
          aria-pressed={compared}
          aria-label={text.compareLabel(vehicleName)}
          onClick={() => toggleCompareVehicle(vehicleId)}
        >
          {text.compare}
        </button>
      ) : null}
      <button
        type="button"
        aria-pressed={requested}
        aria-label={text.requestLabel(vehicleName)}
        onClick={() => toggleRequestVehicle(vehicleId)}
      >
        {text.request}
      </button>
    </div>
  );
}
