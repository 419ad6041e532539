'use client';

import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const subscribe = () => () => undefined;

/**
 * What the visitor typed, chose or ticked in a pre-rendered control (or, in a fieldset, its group
 * of radios) before the page's script took it over, or null when it still holds what the server
 * rendered. The server's value is the control's default (the value attribute, the ticked box, the
 * option marked selected, the radio marked checked), which hydration leaves alone; the visitor's is
 * the live one. A chosen option or radio without its attribute is the visitor's.
 */
export function valueBeforeHydration(element: Control | HTMLFieldSetElement): string | boolean | null {
  if (element instanceof HTMLSelectElement || element instanceof HTMLFieldSetElement) {
    return (
      element.querySelector<HTMLInputElement | HTMLOptionElement>(':checked:not([selected], [checked])')?.value ?? null
    );
  }
  if (element instanceof HTMLInputElement && element.type === 'checkbox')
    return element.checked !== element.defaultChecked ? element.checked : null;
  return element.value !== element.defaultValue ? element.value : null;
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
export function useEarlyInput(
  ref: RefObject<Control | HTMLFieldSetElement | null>,
  take: (value: string | boolean) => void,
) {
  const latestTake = useRef(take);
  latestTake.current = take;
  // Whether this control came from the server's HTML: hydration's first render reads the server
  // snapshot (false). A client-side mount (a link followed within the site) renders its own value,
  // and a select it set by property has no option marked selected: that must not pass for a choice.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const fromServerHtml = useRef(!hydrated);
  useEffect(() => {
    if (!fromServerHtml.current) return;
    const value = ref.current && valueBeforeHydration(ref.current);
    if (value !== null) latestTake.current(value);
  }, [ref]);
}
