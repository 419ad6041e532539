/**
 * A raster photo as the page serves it (issue 41): AVIF and WebP at a few widths and a JPEG (PNG
 * for transparency) fallback, written at build time by scripts/images.ts. Plain data, safe in a
 * client component: a server component looks one up (lib/images/pictures.ts) and passes it down
 * as a prop, so the manifest itself never reaches the browser.
 */
export interface Picture {
  /** The photo's own size after orientation (the img's width and height: its aspect ratio). */
  width: number;
  height: number;
  /** srcset strings ("/img/x-480.avif 480w, …"), narrowest first. */
  avif: string;
  webp: string;
  fallback: string;
  /** The fallback's MIME type: image/jpeg, or image/png when the photo has transparency. */
  fallbackType: 'image/jpeg' | 'image/png';
  /** A middle-sized fallback for browsers without srcset (and the img's src). */
  src: string;
}

/** A srcset's candidates as [url, width descriptor] ("/img/a-360.avif 360w, …" → [["/img/a-360.avif", "360w"], …]). */
export const srcsetCandidates = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/));

/** The narrowest candidate of a srcset ("/img/a-360.avif 360w, …" → "/img/a-360.avif"). */
export const firstCandidate = (srcset: string) => srcsetCandidates(srcset)[0]?.[0] ?? '';

/**
 * The sizes attribute of each place a photo is shown, from the layout's boxes as measured at 360,
 * 412, 768, 1024, 1366 and 1440 px (docs/photos.md, "Widths, and why"). The container is 1200 px at most, its gutter
 * 8px + 2vw a side (16 px at least, 32 at most: 96vw - 16px inside it); grids change at 600 and
 * 1024 px, the vehicle column at 1024 and stops growing at 1280.
 */
// One constant each, not one object: a client bundle then carries only the places it shows
// (an object ships whole, every string of it, in every page that uses one of them). The places
// shown only by a client component that loads on demand (the vehicle dialog's pictures, the
// lightbox) keep theirs beside it: a constant here rides in the first load of every page whose
// islands import this module.
/** A fleet card: one column (294/346 px), two from 600 px (315 at 768), three from 1024 (272, then 329). */
export const vehicleCardSizes =
  '(min-width: 1280px) 330px, (min-width: 1024px) calc(32vw - 50px), (min-width: 600px) calc(48vw - 52px), calc(96vw - 50px)';
/** A service card: one column (326/378 px), two from 600 px (347 at 768), three from 1024 (304, then 361). */
export const serviceCardSizes =
  '(min-width: 1280px) 362px, (min-width: 1024px) calc(32vw - 24px), (min-width: 600px) calc(48vw - 20px), calc(96vw - 18px)';
/** A service page's illustration beside its overview. */
export const serviceOverviewSizes = '(min-width: 1024px) 540px, calc(96vw - 16px)';
/** A home slide: the whole width. */
export const slideSizes = '100vw';
/** A certificate's badge (112 px on its card, 200 in its dialog). */
export const badgeSizes = '(min-width: 600px) 200px, 112px';
/** A partner's logo (its 200x100 box at most). */
export const logoSizes = '200px';

/**
 * The props that hand a photo to SiteImage (or VehicleImage): none at all for a drawing. A server
 * component's props to a client one are written into the page's data, an undefined one too
 * ("$undefined"), so a drawing's picture carries no picture or sizes prop and its page stays
 * byte for byte what it was.
 */
export const photoProps = (picture: Picture | undefined, sizes: string): { picture?: Picture; sizes?: string } =>
  picture ? { picture, sizes } : {};

/** The same for a map of photos by src handed to a client island: absent when it is empty. */
export const picturesProp = (
  pictures: Readonly<Record<string, Picture>>,
): { pictures?: Readonly<Record<string, Picture>> } => (Object.keys(pictures).length > 0 ? { pictures } : {});
