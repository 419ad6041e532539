'use client';

import { forwardRef } from 'react';
import { X } from 'lucide-react';
import { SmallButton } from '@/components/ui/SmallButton';
import { wizardText } from '@/content/wizard';
import styles from './RequestWizard.module.css';

interface ChosenVehiclesProps {
  id: string;
  vehicles: readonly { id: string; name: string; categoryName: string }[];
  onRemove: (id: string) => void;
}

/**
 * The vehicles already in a request for several machines (issue 12), each with a button that
 * takes it out. The heading takes focus after an add or a removal, so focus never falls to
 * the page and the new count is read out.
 */
export const ChosenVehicles = forwardRef<HTMLHeadingElement, ChosenVehiclesProps>(function ChosenVehicles(
  { id, vehicles, onRemove },
  headingRef,
) {
  return (
    <section className={styles.chosen} aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {wizardText.chosenVehicles(vehicles.length)}
      </h5>
      <ul className={styles.list}>
        {vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <span>
              <strong>{vehicle.name}</strong>
              <small>{vehicle.categoryName}</small>
            </span>
            <SmallButton
              type="button"
              onClick={() => onRemove(vehicle.id)}
              aria-label={wizardText.removeVehicle(vehicle.name)}
            >
              <X size={18} aria-hidden="true" />
              {wizardText.remove}
            </SmallButton>
          </li>
        ))}
      </ul>
    </section>
  );
});
