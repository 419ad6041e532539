/**
 * Focuses a heading that has just replaced what the focus was in (a new step, the outcome of a
 * send) and places it at the top, below the sticky header, at once. focus() alone would scroll
 * smoothly once focus is outside the form (GlobalStyles), so for a moment the focused heading
 * would be out of view, thousands of pixels away after an 18-vehicle list.
 */
export function focusHeadingAtTop(heading: HTMLElement | null): void {
  if (!heading) return;
  heading.focus({ preventScroll: true });
  heading.scrollIntoView?.({ block: 'start', behavior: 'instant' });
}
