'use client';

import { useEffect, useRef, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What the visitor typed, chose or ticked in a pre-rendered control before the page's script
 * took it over, or null when it still holds what the server rendered. The server's value is the
 * control's default (the value attribute, the ticked box, the option marked selected), which
 * hydration leaves alone; the visitor's is the live one.
 */
export function valueBeforeHydration(control: Control): string | boolean | null {
  if (control instanceof HTMLSelectElement) {
    const initial = Array.from(control.options).find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (initial?.value ?? '') ? control.value : null;
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked !== control.defaultChecked ? control.checked : null;
  }
  return control.value !== control.defaultValue ? control.value : null;
}

/**
 * Hands an island what the visitor did to its pre-rendered control before the script arrived.
 * React hydrates a controlled field keeping the value on screen but starts its own state from
 * the server's, and the island's next render puts that back: on a slow phone a choice made at
 * first paint reverted, and the field it should reveal never appeared (issue 66). Once, after
 * hydration, this passes the visitor's value to `take` as if they had typed it now, so the
 * island's state (and what depends on it) starts from what is on screen. A client-side mount
 * renders its own value into the control, so there it finds nothing.
 *
 * A passive effect: it runs after every layout effect of the commit (a restored draft's
 * included), so what the visitor did last is applied last.
 */
export function useEarlyInput<T extends Control>(ref: RefObject<T | null>, take: (value: string | boolean) => void) {
  const takeRef = useRef(take);
  useEffect(() => {
    takeRef.current = take;
  });
  useEffect(() => {
    const control = ref.current;
    if (!control) return;
    const value = valueBeforeHydration(control);
    if (value !== null) takeRef.current(value);
  }, [ref]);
}

/** The same for a group of radios (one name under `ref`): the one the visitor chose before hydration. */
export function useEarlyChoice(ref: RefObject<HTMLElement | null>, take: (value: string) => void) {
  const takeRef = useRef(take);
  useEffect(() => {
    takeRef.current = take;
  });
  useEffect(() => {
    const chosen = Array.from(ref.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []).find(
      (radio) => radio.checked && !radio.defaultChecked,
    );
    if (chosen) takeRef.current(chosen.value);
  }, [ref]);
}
