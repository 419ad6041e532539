'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Width of an element's content box, kept up to date as the viewer resizes: pdf.js renders a
 * page's canvas at a fixed pixel width, so the viewer has to know the room it has.
 */
export function useContentWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const style = window.getComputedStyle(element);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      setWidth(Math.max(0, element.clientWidth - padding));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * Whether a media query matches. A CSS media query is not enough where the answer decides what
 * renders at all (each thumbnail is a pdf.js render, too costly to merely hide on phones).
 * False on the server, though the viewer never renders there.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
