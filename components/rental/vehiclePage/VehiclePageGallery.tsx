'use client';

import { lazy, Suspense, useState } from 'react';
import type { Vehicle } from '@/content/types';
import { VehicleImages } from '../VehicleImages';

const loadLightbox = () => import('../VehicleLightbox');
const VehicleLightbox = lazy(loadLightbox);

interface VehiclePageGalleryProps {
  vehicle: Pick<Vehicle, 'name' | 'image' | 'additionalImages'>;
  text: { openImage: string; thumbnails: string; imageMissing: string };
}

/**
 * The vehicle page's pictures with the fleet page's lightbox. The lightbox (Modal and gallery)
 * loads on demand, warmed when the pointer or focus reaches a picture.
 */
export function VehiclePageGallery({ vehicle, text }: VehiclePageGalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <div onPointerOver={() => void loadLightbox()} onFocus={() => void loadLightbox()}>
      <VehicleImages vehicle={vehicle} text={text} onOpenImage={setIndex} priority />
      {index !== null ? (
        <Suspense fallback={null}>
          <VehicleLightbox vehicle={vehicle} index={index} onIndex={setIndex} />
        </Suspense>
      ) : null}
    </div>
  );
}
