'use client';

import { Modal } from '@/components/ui/Modal';
import { fleetCategoryById, vehicleById } from '@/content/fleet';
import { fleetFinderText } from '@/content/fleetFinder';
import type { Picture } from '@/lib/images/picture';
import { vehiclePagePath } from '@/lib/vehiclePages';
import { CompareTable, type ComparedVehicle } from './CompareTable';

interface CompareDialogProps {
  ids: readonly number[];
  pictures?: Readonly<Record<string, Picture>>;
  onRemove: (id: number) => void;
  onClose: () => void;
}

/**
 * The comparison view: loaded on demand (React.lazy) with the fleet data it shows, the first
 * time a comparison opens, so neither weighs on the rental pages' first load.
 */
export default function CompareDialog({ ids, pictures, onRemove, onClose }: CompareDialogProps) {
  const items: ComparedVehicle[] = ids.flatMap((id) => {
    const vehicle = vehicleById(id);
    if (!vehicle) return [];
    const picture = pictures?.[vehicle.image];
    return [
      {
        vehicle,
        categoryName: fleetCategoryById(vehicle.category)?.name ?? '',
        href: vehiclePagePath(vehicle.slug),
        picture,
      },
    ];
  });
  return (
    <Modal open onClose={onClose} title={fleetFinderText.compare.title} size="lg">
      <CompareTable items={items} onRemove={onRemove} />
    </Modal>
  );
}
