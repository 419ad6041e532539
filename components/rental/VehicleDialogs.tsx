'use client';

import { Modal } from '@/components/ui/Modal';
import { company } from '@/content/company';
import { fleetCategoryById, vehicleById } from '@/content/fleet';
import { rental } from '@/content/rental';
import { galleryImages, wrapIndex } from '@/lib/fleet';
import { VehicleDetails } from './VehicleDetails';
import { LightboxGallery } from './LightboxGallery';

interface VehicleDialogsProps {
  vehicleId: number;
  onClose: () => void;
  /** Index of the lightbox image, or null when the lightbox is closed. */
  imageIndex: number | null;
  onImageIndex: (index: number | null) => void;
}

const contact = { email: company.email.info, phoneTel: company.phone.tel, phoneDisplay: company.phone.display };
const text = rental.fleet;

/**
 * The vehicle modal and its lightbox, both on the site's Modal. Loaded on demand (React.lazy)
 * the first time a vehicle opens, together with the fleet data they show (read here from
 * content/, not passed down), so neither is in the page's first-load JavaScript or RSC payload.
 */
export default function VehicleDialogs({ vehicleId, onClose, imageIndex, onImageIndex }: VehicleDialogsProps) {
  const vehicle = vehicleById(vehicleId);
  if (!vehicle) return null;
  const categoryName = fleetCategoryById(vehicle.category)?.name ?? '';
  const images = galleryImages(vehicle);
  return (
    <>
      {/*
        The lightbox comes first in the tree on purpose: when both close at once (Back), its
        cleanup runs first and the vehicle modal's cleanup then restores page scrolling.
        They are siblings, not nested, so Escape on the lightbox does not reach the modal.
      */}
      <Modal open={imageIndex !== null} onClose={() => onImageIndex(null)} title={`${vehicle.name}: ${text.lightbox.title}`} size="lg">
        <LightboxGallery
          images={images}
          index={imageIndex ?? 0}
          vehicleName={vehicle.name}
          previousLabel={text.lightbox.previous}
          nextLabel={text.lightbox.next}
          onStep={(step) => onImageIndex(wrapIndex(imageIndex ?? 0, step, images.length))}
        />
      </Modal>
      <Modal open onClose={onClose} title={vehicle.name} size="lg">
        <VehicleDetails vehicle={vehicle} categoryName={categoryName} text={text} contact={contact} onOpenImage={onImageIndex} />
      </Modal>
    </>
  );
}
