'use client';

import { useEffect, useRef, useState } from 'react';

/** docs/product.md, "Fixed figures": switching category fades out and in over 300 ms (half each way). */
export const FADE_HALF_MS = 150;

/**
 * The tab whose cards are shown, trailing the selected tab by half the fade so the grid fades
 * out, switches and fades back in. Only a change the visitor made (`animate()` just before)
 * fades; the tab read from the URL on load or on Back switches at once, as does any change
 * under prefers-reduced-motion.
 */
export function useTabFade<T>(selected: T): { shown: T; fading: boolean; animateNext: () => void } {
  const [shown, setShown] = useState(selected);
  const [fading, setFading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const animate = useRef(false);

  useEffect(() => {
    clearTimeout(timer.current);
    const wanted = animate.current && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    animate.current = false;
    if (!wanted) {
      setShown(selected);
      setFading(false);
      return;
    }
    setFading(true);
    timer.current = setTimeout(() => {
      setShown(selected);
      setFading(false);
    }, FADE_HALF_MS);
  }, [selected]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    shown,
    fading,
    animateNext: () => {
      animate.current = true;
    },
  };
}
