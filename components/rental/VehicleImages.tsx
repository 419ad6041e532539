import type { ReactNode } from 'react';
import { rental } from '@/content/rental';
import type { Vehicle } from '@/content/types';
import { LIGHTBOX_INDEX_ATTRIBUTE, thumbnailImages, vehicleImageAlt } from '@/lib/fleet';
import { photoProps, type Picture } from '@/lib/images/picture';
import { VehicleImage } from './VehicleImage';
import vehicleStyles from './vehicleStyles.module.css';
import styles from './VehicleImages.module.css';

// Sizes of the pictures this component shows (docs/photos.md, "Widths, and why"); kept here, not in
// lib/images/picture.ts, which says why.
/** The vehicle page's main picture: the column (324/376/717 px), beside the specs from 1024 px (421, then 498). */
const vehicleMainSizes = '(min-width: 1280px) 500px, (min-width: 1024px) 41vw, calc(96vw - 20px)';
/** A vehicle page's thumbnail: a quarter of that column, less the gaps (72/85/170, 96, 115 px). */
const vehicleThumbSizes = '(min-width: 1280px) 116px, (min-width: 1024px) 10vw, calc(24vw - 10px)';
/** The vehicle dialog's main picture (its gallery column). */
const vehicleDialogSizes = '(min-width: 768px) 420px, calc(100vw - 4rem)';

interface VehicleImagesProps {
  vehicle: Pick<Vehicle, 'name' | 'image' | 'additionalImages'>;
  /**
   * Opens the lightbox at an index of [main image, ...thumbnails] (the vehicle dialog, all
   * client-side). Without it (the vehicle page, rendered on the server) each picture is a link
   * to the image file carrying LIGHTBOX_INDEX_ATTRIBUTE, which VehiclePageGallery turns into
   * opening the lightbox: no JavaScript for the pictures themselves, and they still open
   * without scripts.
   */
  onOpenImage?: (index: number) => void;
  /** The main image is the page's largest picture (vehicle page): load it eagerly. */
  priority?: boolean;
  /** The photos' variants by src (picturesFor on the server); drawings have none. */
  pictures?: Readonly<Record<string, Picture>>;
}

/**
 * The main picture and up to four thumbnails of a vehicle, each a button opening the lightbox
 * at its index: shared by the vehicle dialog on /gielle-rental and the vehicle's own page.
 */
export function VehicleImages({ vehicle, onOpenImage, priority = false, pictures }: VehicleImagesProps) {
  const text = rental.fleet.modal;
  const thumbnails = thumbnailImages(vehicle);
  const total = thumbnails.length + 1;
  const opener = (src: string, index: number, picture: ReactNode) => {
    const label = `${text.openImage}: ${vehicle.name}, ${index + 1} di ${total}`;
    return onOpenImage ? (
      <button className={styles.imageButton} type="button" onClick={() => onOpenImage(index)} aria-label={label}>
        {picture}
      </button>
    ) : (
      <a className={styles.imageButton} href={src} aria-label={label} {...{ [LIGHTBOX_INDEX_ATTRIBUTE]: index }}>
        {picture}
      </a>
    );
  };
  return (
    <div className={`${styles.gallery} ${vehicleStyles.vehicleImages}`}>
      {opener(
        vehicle.image,
        0,
        <VehicleImage
          src={vehicle.image}
          alt={vehicle.name}
          priority={priority}
          {...photoProps(pictures?.[vehicle.image], onOpenImage ? vehicleDialogSizes : vehicleMainSizes)}
        />,
      )}
      {thumbnails.length > 0 ? (
        // The dialog names its list of thumbnail buttons; on the page each picture link carries
        // the full name already, and html-validate rejects aria-label on a plain list there.
        <ul className={styles.thumbs} aria-label={onOpenImage ? text.thumbnails : undefined}>
          {thumbnails.map((src, index) => (
            // Each thumbnail says what it is (as the lightbox does): the link's content names it
            // for crawlers and any reader that does not take the link's aria-label.
            <li key={src}>
              {opener(
                src,
                index + 1,
                <VehicleImage
                  src={src}
                  alt={vehicleImageAlt(vehicle.name, index + 1, total)}
                  {...photoProps(pictures?.[src], vehicleThumbSizes)}
                />,
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
