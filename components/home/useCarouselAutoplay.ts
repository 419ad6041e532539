'use client';

import { useEffect, useReducer, useRef, type FocusEvent } from 'react';
import { autoplayReducer, initialAutoplayState, isAutoplayRunning, isPlaying } from '@/lib/carousel';

function isKeyboardFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(':focus-visible');
  } catch {
    return true; // engines without :focus-visible: treat any focus as keyboard focus
  }
}

/**
 * Autoplay of a carousel: calls `advance` every `delay` ms while running. The timer restarts
 * whenever `position` changes, so manual navigation gives the visitor a full interval.
 * Spread `handlers` on the carousel's root: hover and keyboard focus pause it.
 */
export function useCarouselAutoplay({
  delay,
  position,
  advance,
}: {
  delay: number;
  position: number;
  advance: () => void;
}) {
  const [state, dispatch] = useReducer(autoplayReducer, initialAutoplayState);
  const running = isAutoplayRunning(state);
  const advanceRef = useRef(advance);
  advanceRef.current = advance;

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    const update = () => dispatch({ type: 'reducedMotion', value: query.matches });
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => advanceRef.current(), delay);
    return () => window.clearTimeout(timer);
  }, [running, delay, position]);

  return {
    playing: isPlaying(state),
    running,
    reducedMotion: state.reducedMotion,
    toggle: () => dispatch({ type: 'toggle' }),
    handlers: {
      onMouseEnter: () => dispatch({ type: 'hover', value: true }),
      onMouseLeave: () => dispatch({ type: 'hover', value: false }),
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (isKeyboardFocus(event.target)) dispatch({ type: 'focus', value: true });
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          dispatch({ type: 'focus', value: false });
      },
    },
  };
}
