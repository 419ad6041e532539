'use client';

import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import type { Vehicle } from '@/content/types';
import { LIGHTBOX_INDEX_ATTRIBUTE } from '@/lib/fleet';
import type { Picture } from '@/lib/images/picture';

const loadLightbox = () => import('../VehicleLightbox');
const VehicleLightbox = lazy(loadLightbox);

interface VehiclePageGalleryProps {
  vehicle: Pick<Vehicle, 'name' | 'image' | 'additionalImages'>;
  /** The server-rendered pictures (VehicleImages without onOpenImage): links to the image files. */
  children: ReactNode;
  /** The photos' variants by src, for the lightbox (absent when the vehicle has drawings only). */
  pictures?: Readonly<Record<string, Picture>>;
}

/**
 * Gives the vehicle page's pictures the fleet page's lightbox: a plain click on a picture link
 * opens it at that index (modified clicks keep the link). The lightbox (Modal and gallery)
 * loads on demand, warmed when the pointer or focus reaches a picture.
 */
export function VehiclePageGallery({ vehicle, children, pictures }: VehiclePageGalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest(`a[${LIGHTBOX_INDEX_ATTRIBUTE}]`);
    const value = Number(link?.getAttribute(LIGHTBOX_INDEX_ATTRIBUTE));
    if (!link || !Number.isInteger(value)) return;
    event.preventDefault();
    setIndex(value);
  };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a delegated listener: the clicks come from the picture links, which Enter activates like any link
    <div onClick={onClick} onPointerOver={() => void loadLightbox()} onFocus={() => void loadLightbox()}>
      {children}
      {index !== null ? (
        <Suspense fallback={null}>
          <VehicleLightbox vehicle={vehicle} index={index} onIndex={setIndex} pictures={pictures} />
        </Suspense>
      ) : null}
    </div>
  );
}
