import { useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight } from '@/components/icons';
import { SiteImage } from '@/components/ui/SiteImage';
import { rental } from '@/content/rental';
import { VEHICLE_PLACEHOLDER_IMAGE } from '@/content/vehicleImageFallback';
import { vehicleImageAlt } from '@/lib/fleet';
import type { Picture } from '@/lib/images/picture';
import styles from './LightboxGallery.module.css';

const text = rental.fleet.lightbox;

/** The lightbox's sizes: the large dialog (68rem at most) less its padding; kept beside its one use (lib/images/picture.ts says why). */
const lightboxSizes = '(min-width: 1100px) 1040px, 100vw';

interface LightboxGalleryProps {
  images: readonly string[];
  index: number;
  vehicleName: string;
  onStep: (step: 1 | -1) => void;
  /** The photos' variants by src (none for drawings). */
  pictures?: Readonly<Record<string, Picture>>;
}

/**
 * Body of the lightbox (it lives inside the site's Modal, which gives Escape, focus trap and
 * scroll lock): the image at `index`, previous / next buttons that wrap, and the arrow keys.
 */
export function LightboxGallery({ images, index, vehicleName, onStep, pictures }: LightboxGalleryProps) {
  const onStepRef = useRef(onStep);
  onStepRef.current = onStep;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onStepRef.current(1);
      else if (event.key === 'ArrowLeft') onStepRef.current(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const src = images[index] ?? VEHICLE_PLACEHOLDER_IMAGE;
  const position = `${index + 1} di ${images.length}`;
  const several = images.length > 1;

  return (
    <div className={styles.stage}>
      <div className={styles.picture}>
        <SiteImage
          key={src}
          src={src}
          alt={vehicleImageAlt(vehicleName, index, images.length)}
          width={400}
          height={300}
          priority
          fallbackSrc={VEHICLE_PLACEHOLDER_IMAGE}
          picture={pictures?.[src]}
          sizes={lightboxSizes}
        />
      </div>
      {several ? (
        <div className={styles.controls}>
          <button className={styles.navButton} type="button" onClick={() => onStep(-1)} aria-label={text.previous}>
            <ChevronLeft size={26} aria-hidden="true" />
          </button>
          <p className={styles.counter} aria-live="polite" aria-atomic="true" data-lightbox-counter>
            {position}
          </p>
          <button className={styles.navButton} type="button" onClick={() => onStep(1)} aria-label={text.next}>
            <ChevronRight size={26} aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
