'use client';

import { SiteImage } from '@/components/ui/SiteImage';
import type { Picture } from '@/lib/images/picture';
import { VEHICLE_PLACEHOLDER_IMAGE, vehicleImageMissing } from '@/content/vehicleImageFallback';

interface VehicleImageProps {
  src: string;
  alt: string;
  priority?: boolean;
  /** A photo's variants (looked up on the server) and where it is shown (the *Sizes constants of lib/images/picture.ts). */
  picture?: Picture;
  sizes?: string;
}

/**
 * A vehicle picture (4:3) through the site's one image component; when the file fails it
 * shows the placeholder vehicle drawing and says 'Immagine non disponibile' in real text.
 * A client component so that text comes from this script, once, and is written into the page
 * only for a picture that failed (not into the HTML of every picture: it named the gallery's
 * links for crawlers). Styled by an ancestor with the .vehicleImages class (vehicleStyles.module.css).
 */
export function VehicleImage({ src, alt, priority, picture, sizes }: VehicleImageProps) {
  return (
    <span data-vehicle-image="">
      <SiteImage
        src={src}
        alt={alt}
        width={400}
        height={300}
        priority={priority}
        picture={picture}
        sizes={sizes}
        fallbackSrc={VEHICLE_PLACEHOLDER_IMAGE}
        fallbackNotice={vehicleImageMissing}
      />
    </span>
  );
}
