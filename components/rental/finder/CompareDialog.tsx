'use client';

import { Modal } from '@/components/ui/Modal';
import { vehicleById } from '@/content/fleet';
import { fleetFinderText } from '@/content/fleetFinder';
import type { Picture } from '@/lib/images/picture';
import { CompareTable } from './CompareTable';

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
  const vehicles = ids.flatMap((id) => vehicleById(id) ?? []);
  return (
    <Modal open onClose={onClose} title={fleetFinderText.compare.title} size="lg">
      <CompareTable vehicles={vehicles} pictures={pictures} onRemove={onRemove} />
    </Modal>
  );
}
