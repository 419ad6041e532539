'use client';

import { useSyncExternalStore, type CSSProperties } from 'react';
import { CONSENT_SPACE_VAR } from '@/lib/consent';

/**
 * The room the open cookie banner takes at the bottom of the viewport ('' while it takes none),
 * written as CONSENT_SPACE_VAR on each element that keeps clear of it: <html> (scroll padding),
 * <body> (its end) and the floating controls that read useConsentRoom.
 *
 * Not on <html> alone for all to inherit: a custom property that inherits restyles every element
 * of the page when it changes (786 on /servizi, a 7-28 ms task after load in issue 20's traces).
 * GlobalStyles registers it as not inherited, so a new height restyles only those few elements.
 */
let room = '';
const listeners = new Set<() => void>();

function write(element: HTMLElement, value: string) {
  if (value) element.style.setProperty(CONSENT_SPACE_VAR, value);
  else element.style.removeProperty(CONSENT_SPACE_VAR);
}

export const consentRoom = {
  get(): string {
    return room;
  },
  /** A CSS length such as '132px', or '' when the banner closes. */
  set(value: string) {
    if (value === room) return;
    room = value;
    write(document.documentElement, value);
    write(document.body, value);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

const serverRoom = () => '';

/** The style that keeps a floating control above the open banner (none on the server). */
export function useConsentRoomStyle(): CSSProperties | undefined {
  const value = useSyncExternalStore(consentRoom.subscribe, consentRoom.get, serverRoom);
  return value ? ({ [CONSENT_SPACE_VAR]: value } as CSSProperties) : undefined;
}
