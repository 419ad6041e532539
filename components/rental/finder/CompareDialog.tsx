'use client';

import { Modal } from '@/components/ui/Modal';
import { fleetCategoryById, vehicleById } from '@/content/fleet';
import { fleetFinderText } from '@/content/fleetFinder';
import { vehiclePagePath } from '@/lib/vehiclePages';
import { CompareTable, type ComparedVehicle } from './CompareTable';

interface CompareDialogProps {
  ids: readonly number[];
  onRemove: (id: number) => void;
  onClose: () => void;
}

/**
 * The comparison view: loaded on demand (React.lazy) with the fleet data it shows, the first
 * time a comparison opens, so neither weighs on the rental pages' first load.
 */
export default function CompareDialog({ ids, onRemove, onClose }: CompareDialogProps) {
  const items: ComparedVehicle[] = ids.flatMap((id) => {
    const vehicle = vehicleById(id);
    if (!vehicle) return [];
    return [{ vehicle, categoryName: fleetCategoryById(vehicle.category)?.name ?? '', href: vehiclePagePath(vehicle.slug) }];
  });
  return (
    <Modal open onClose={onClose} title={fleetFinderText.compare.title} size="lg">
      <CompareTable items={items} onRemove={onRemove} />
    </Modal>
  );
}
