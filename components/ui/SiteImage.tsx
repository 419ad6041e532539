'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { placeholderSrc } from '@/lib/placeholders';

interface SiteImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading'> {
  src: string;
  alt: string;
  width: number;
  height: number;
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
export function SiteImage({ src, alt, width, height, priority = false, eager = false, fallbackSrc, fallbackNotice, ...rest }: SiteImageProps) {
  // Remember which src failed, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const imgRef = useRef<HTMLImageElement>(null);
  const fallback = fallbackSrc ?? placeholderSrc(width, height);

  useEffect(() => {
    // An image that failed before React attached onError is complete with no pixels.
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) setFailedSrc(src);
  }, [src]);

  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: no optimisation server */}
      <img
        ref={imgRef}
        src={failed ? fallback : src}
        alt={alt}
        width={width}
        height={height}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        data-fallback={failed || undefined}
        onError={() => {
          if (!failed) setFailedSrc(src);
        }}
        {...rest}
      />
      {failed && fallbackNotice ? <span data-fallback-notice="">{fallbackNotice}</span> : null}
    </>
  );
}
