import { SiteImage } from '@/components/ui/SiteImage';
import { VEHICLE_PLACEHOLDER_IMAGE } from '@/content/fleet';

interface VehicleImageProps {
  src: string;
  alt: string;
  /** Text shown over the placeholder when the image cannot be loaded (SPEC.md section 8). */
  missingLabel: string;
  priority?: boolean;
}

/**
 * A vehicle picture (4:3) through the site's one image component; when the file fails it
 * shows the placeholder vehicle drawing and says 'Immagine non disponibile' in real text.
 * Styled by an ancestor with vehicleImageStyles (see vehicleStyles.ts).
 */
export function VehicleImage({ src, alt, missingLabel, priority }: VehicleImageProps) {
  return (
    <span data-vehicle-image="">
      <SiteImage
        src={src}
        alt={alt}
        width={400}
        height={300}
        priority={priority}
        fallbackSrc={VEHICLE_PLACEHOLDER_IMAGE}
      />
      <span data-missing-label="">{missingLabel}</span>
    </span>
  );
}
