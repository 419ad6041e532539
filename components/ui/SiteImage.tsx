'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { firstCandidate, type Picture } from '@/lib/images/picture';
import { placeholderSrc } from '@/lib/placeholders';

interface SiteImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'loading' | 'sizes'
> {
  src: string;
  alt: string;
  /** The box the layout gives the picture (and the fallback's size); a photo's own size wins. */
  width: number;
  height: number;
  /**
   * A photo's variants (lib/images/pictures.ts, looked up on the server): rendered as <picture>
   * with AVIF and WebP sources and the JPEG/PNG fallback, at the photo's true width and height.
   * Without it (an SVG drawing) the element is the plain <img> it always was.
   */
  picture?: Picture;
  /** The sizes attribute for picture's srcsets (the *Sizes constants of lib/images/picture.ts). */
  sizes?: string;
  /** Above the fold (e.g. the LCP image): load eagerly with high priority. */
  priority?: boolean;
  /**
   * In the first screen at some widths but not the page's main picture (e.g. an illustration
   * that the hero leaves in view on a laptop): load at once, at normal priority, so it never
   * waits for lazy loading to notice it.
   */
  eager?: boolean;
  /** Where to go when src fails; defaults to the placeholder of the same size. */
  fallbackSrc?: string;
  /**
   * Text written after the picture once src has failed (span[data-fallback-notice]), and only
   * then: a page whose pictures load carries no "not available" text for crawlers or readers.
   */
  fallbackNotice?: string;
}

/**
 * The one image element of the site: explicit size (no layout shift), lazy below the fold,
 * and a fallback when the file fails, including failures that happen before hydration.
 */
export function SiteImage({
  src,
  alt,
  width,
  height,
  picture,
  sizes = '100vw',
  priority = false,
  eager = false,
  fallbackSrc,
  fallbackNotice,
  ...rest
}: SiteImageProps) {
  // Remember which src failed, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const imgRef = useRef<HTMLImageElement>(null);
  const fallback = fallbackSrc ?? placeholderSrc(width, height);

  useEffect(() => {
    // An image that failed before React attached onError is complete with no pixels.
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === (picture?.src ?? src))
      setFailedSrc(src);
  }, [src, picture?.src]);

  const photo = failed ? undefined : picture;
  // The first screen's photo: preload only the variant it needs, the AVIF one (React does not
  // preload an <img> inside <picture> itself, as the browser may choose a source). A browser
  // without AVIF skips a preload of a type it cannot decode.
  if (photo && priority) {
    preload(firstCandidate(photo.avif), {
      as: 'image',
      imageSrcSet: photo.avif,
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: 'high',
    });
  }

  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- static export: no optimisation server
    <img
      ref={imgRef}
      src={photo ? photo.src : failed ? fallback : src}
      srcSet={photo?.fallback}
      sizes={photo ? sizes : undefined}
      alt={alt}
      width={photo ? photo.width : width}
      height={photo ? photo.height : height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      data-fallback={failed || undefined}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
      {...rest}
    />
  );

  return (
    <>
      {photo ? (
        <picture>
          <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
          <source type="image/webp" srcSet={photo.webp} sizes={sizes} />
          {img}
        </picture>
      ) : (
        img
      )}
      {failed && fallbackNotice ? <span data-fallback-notice="">{fallbackNotice}</span> : null}
    </>
  );
}
