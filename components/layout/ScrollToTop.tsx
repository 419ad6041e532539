'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { isPastThreshold, scrollBehaviorFor } from '@/lib/scroll';

export interface ScrollToTopButtonProps {
  /** Pixels of scroll after which the button shows (layout: 400, home: 300). */
  threshold: number;
  label: string;
  /** Show the label as text next to the arrow instead of only as the accessible name. */
  showLabel?: boolean;
  placement?: 'right' | 'left';
}

/**
 * The island of ScrollToTopButton (which see): a plain button, since its look comes with the page's
 * CSS from the server parent; the arrow comes drawn from the server too.
 */
export function ScrollToTop({
  threshold,
  label,
  showLabel = false,
  placement = 'right',
  icon,
}: ScrollToTopButtonProps & { icon: ReactNode }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(isPastThreshold(window.scrollY, threshold));
    // Reading scrollY forces style and layout: at the next frame that work is done anyway,
    // while inside hydration's effects it lengthened the long task (issue 20's trace).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);

  if (!visible) return null;

  const scrollToTop = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: scrollBehaviorFor(reduced) });
  };

  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label={showLabel ? undefined : label}
      data-placement={placement}
      data-labelled={showLabel}
    >
      {icon}
      {showLabel ? <span>{label}</span> : null}
    </button>
  );
}
