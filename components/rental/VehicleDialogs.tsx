'use client';

import { Modal } from '@/components/ui/Modal';
import { vehicleById } from '@/content/fleet';
import type { Picture } from '@/lib/images/picture';
import { VehicleDetails } from './VehicleDetails';
import VehicleLightbox from './VehicleLightbox';

interface VehicleDialogsProps {
  vehicleId: number;
  onClose: () => void;
  /** Index of the lightbox image, or null when the lightbox is closed. */
  imageIndex: number | null;
  onImageIndex: (index: number | null) => void;
  /** The fleet's photos' variants by src, passed down from the server (FleetSection). */
  pictures?: Readonly<Record<string, Picture>>;
}

/**
 * The vehicle modal and its lightbox, both on the site's Modal. Loaded on demand (React.lazy)
 * the first time a vehicle opens, together with the fleet data they show (read here from
 * content/, not passed down), so neither is in the page's first-load JavaScript or RSC payload.
 */
export default function VehicleDialogs({
  vehicleId,
  onClose,
  imageIndex,
  onImageIndex,
  pictures,
}: VehicleDialogsProps) {
  const vehicle = vehicleById(vehicleId);
  if (!vehicle) return null;
  return (
    <>
      {/*
        The lightbox comes first in the tree on purpose: when both close at once (Back), its
        cleanup runs first and the vehicle modal's cleanup then restores page scrolling.
        They are siblings, not nested, so Escape on the lightbox does not reach the modal.
      */}
      <VehicleLightbox vehicle={vehicle} index={imageIndex} onIndex={onImageIndex} pictures={pictures} />
      <Modal open onClose={onClose} title={vehicle.name} size="lg">
        <VehicleDetails vehicle={vehicle} onOpenImage={onImageIndex} pictures={pictures} />
      </Modal>
    </>
  );
}
