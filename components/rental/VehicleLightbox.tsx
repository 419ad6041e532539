'use client';

import { Modal } from '@/components/ui/Modal';
import { rental } from '@/content/rental';
import { galleryImages, wrapIndex } from '@/lib/fleet';
import type { Vehicle } from '@/content/types';
import { LightboxGallery } from './LightboxGallery';
import type { Picture } from '@/lib/images/picture';

interface VehicleLightboxProps {
  vehicle: Pick<Vehicle, 'name' | 'image' | 'additionalImages'>;
  /** Index of the image shown, or null when the lightbox is closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
  /** The photos' variants by src, from the server (none for drawings). */
  pictures?: Readonly<Record<string, Picture>>;
}

const text = rental.fleet.lightbox;

/** The vehicle lightbox on the site's Modal: the fleet dialog and the vehicle page both use it. */
export default function VehicleLightbox({ vehicle, index, onIndex, pictures }: VehicleLightboxProps) {
  const images = galleryImages(vehicle);
  return (
    <Modal open={index !== null} onClose={() => onIndex(null)} title={`${vehicle.name}: ${text.title}`} size="lg">
      <LightboxGallery
        images={images}
        index={index ?? 0}
        vehicleName={vehicle.name}
        pictures={pictures}
        onStep={(step) => onIndex(wrapIndex(index ?? 0, step, images.length))}
      />
    </Modal>
  );
}
