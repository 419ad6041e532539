/** The scroll-to-top buttons appear once the page is scrolled beyond their threshold (docs/product.md, "Behaviour"). */
export function isPastThreshold(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}

/** Smooth scrolling, except for visitors who asked the system for reduced motion. */
export function scrollBehaviorFor(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth';
}
