/**
 * State rules of the home carousels (hero slider and partners), pure so they are unit tested.
 * docs/product.md, decision "motion": a visible pause control, pause on hover and keyboard focus, and no
 * autoplay under prefers-reduced-motion unless the visitor asks for it (WCAG 2.2.2).
 */

export interface AutoplayState {
  /** The visitor's explicit choice with the play/pause control; null until they press it. */
  playRequested: boolean | null;
  /** Pointer over the carousel. */
  hovered: boolean;
  /** Keyboard focus inside the carousel. */
  focused: boolean;
  /** The system asks for reduced motion. */
  reducedMotion: boolean;
}

export type AutoplayEvent =
  | { type: 'toggle' }
  | { type: 'hover'; value: boolean }
  | { type: 'focus'; value: boolean }
  | { type: 'reducedMotion'; value: boolean };

export const initialAutoplayState: AutoplayState = {
  playRequested: null,
  hovered: false,
  focused: false,
  reducedMotion: false,
};

/** What the play/pause control shows: the visitor's choice, or the default for their system. */
export function isPlaying(state: AutoplayState): boolean {
  return state.playRequested ?? !state.reducedMotion;
}

/** Whether the timer runs now: playing, and not paused for the moment by hover or focus. */
export function isAutoplayRunning(state: AutoplayState): boolean {
  return isPlaying(state) && !state.hovered && !state.focused;
}

export function autoplayReducer(state: AutoplayState, event: AutoplayEvent): AutoplayState {
  switch (event.type) {
    case 'toggle': {
      const play = !isPlaying(state);
      // Pressing play is an explicit request: it overrides the pause that focus on the control caused.
      return { ...state, playRequested: play, focused: play ? false : state.focused };
    }
    case 'hover':
      return state.hovered === event.value ? state : { ...state, hovered: event.value };
    case 'focus':
      return state.focused === event.value ? state : { ...state, focused: event.value };
    case 'reducedMotion':
      return state.reducedMotion === event.value ? state : { ...state, reducedMotion: event.value };
  }
}

/** Index moved by `step` and wrapped at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Number of pages of `perPage` items (the partners carousel shows 4 per page on desktop). */
export function pageCount(itemCount: number, perPage: number): number {
  if (itemCount <= 0 || perPage <= 0) return 0;
  return Math.ceil(itemCount / perPage);
}
