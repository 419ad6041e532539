/**
 * Moves focus to `target` and brings it into view in the same task, at once. focus() alone
 * scrolls smoothly wherever focus is outside a form (components/theme/global.css), so for some frames the
 * focused element is out of view: after an 18-vehicle list a new step's heading was thousands of
 * pixels away, and on a busy phone the finder's "Azzera i filtri" sat below the screen until the
 * smooth scroll caught up. `block`: 'start' puts a heading that replaced what focus was in at the
 * top, below the sticky header (scroll-padding); 'nearest' scrolls only as far as needed.
 */
export function focusInView(target: HTMLElement | null | undefined, block: ScrollLogicalPosition = 'nearest'): void {
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block, behavior: 'instant' });
}
