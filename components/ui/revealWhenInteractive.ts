/**
 * The ref of a control that does nothing until its script runs. Every render, the pre-rendered
 * HTML included, marks the element `inert` and `data-pending` (which its CSS hides, keeping its
 * room); React attaches this ref in the commit that hydrates or mounts it, before the first paint,
 * and the two attributes go. React writes an attribute only when its prop changes, so they do
 * not come back on later renders.
 *
 * A hydration flag in state would do the same with a second render of every instance: on the
 * rental page, 18 cards re-rendered in one synchronous pass right after hydration, the longest
 * task of its load (issue 20's trace).
 */
export function revealWhenInteractive(element: HTMLElement | null): void {
  element?.removeAttribute('inert');
  element?.removeAttribute('data-pending');
}
