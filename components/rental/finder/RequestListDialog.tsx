'use client';

import { useRef, useState } from 'react';
import { X } from 'lucide-react';
import { SmallButton } from '@/components/ui/SmallButton';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ChipRow } from '@/components/ui/Chip';
import { Modal } from '@/components/ui/Modal';
import { SiteLink } from '@/components/ui/SiteLink';
import { fleetCategoryById, vehicleById } from '@/content/fleet';
import { fleetFinderText } from '@/content/fleetFinder';
import { quoteRequestHref } from '@/lib/quoteLinks';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';
import { clearRequestList, removeRequestVehicle, useRequestList } from './stores';
import { vehiclePagePath } from '@/lib/vehiclePages';
import styles from './RequestListDialog.module.css';

const text = fleetFinderText.request;

/**
 * The request list: the vehicles the visitor has gathered, each removable, and the way on to
 * the wizard with all of them chosen. Loaded on demand the first time it opens.
 */
export default function RequestListDialog({ onClose }: { onClose: () => void }) {
  const vehicles = useRequestList().flatMap((id) => vehicleById(id) ?? []);
  const bodyRef = useRef<HTMLDivElement>(null);
  // The removed item's button is gone: focus moves to the one now in its place.
  const focusAfterRemoval = useFocusAfterRemoval(bodyRef, '[data-remove]', '[data-empty]');

  const [said, setSaid] = useState('');

  const remove = (id: number, index: number) => {
    focusAfterRemoval(index);
    removeRequestVehicle(id);
    setSaid(text.removed(vehicles[index]?.name ?? '', vehicles.length - 1));
  };
  const clear = () => {
    focusAfterRemoval(0);
    clearRequestList();
  };
  return (
    <Modal open onClose={onClose} title={text.title}>
      <div className={styles.body} ref={bodyRef}>
        <p role="status" className="visually-hidden">
          {said}
        </p>
        {vehicles.length > 0 ? (
          <>
            <p>{text.intro}</p>
            <ul className={styles.list} aria-label={text.count(vehicles.length)}>
              {vehicles.map((vehicle, index) => (
                <li key={vehicle.id}>
                  <div>
                    <SiteLink href={vehiclePagePath(vehicle.slug)} onClick={onClose}>
                      {vehicle.name}
                    </SiteLink>
                    <small>{fleetCategoryById(vehicle.category)?.name}</small>
                  </div>
                  <SmallButton
                    type="button"
                    data-shape="icon"
                    data-remove=""
                    aria-label={text.remove(vehicle.name)}
                    onClick={() => remove(vehicle.id, index)}
                  >
                    <X size={18} aria-hidden="true" />
                  </SmallButton>
                </li>
              ))}
            </ul>
            <ChipRow>
              <ButtonLink
                href={quoteRequestHref({ requestType: 'rental', vehicleIds: vehicles.map((vehicle) => vehicle.id) })}
              >
                {text.quote}
              </ButtonLink>
              <Button type="button" data-variant="ghost" onClick={clear}>
                {text.clear}
              </Button>
            </ChipRow>
          </>
        ) : (
          <p role="status" data-empty="" tabIndex={-1}>
            {text.empty}
          </p>
        )}
      </div>
    </Modal>
  );
}
