'use client';

import { useSyncExternalStore, type CSSProperties } from 'react';
import { CONSENT_SPACE_VAR } from '@/lib/consent';

/**
 * The room the open cookie banner takes at the bottom of the viewport ('' while it takes none),
 * written as CONSENT_SPACE_VAR on each element that keeps clear of it: <html> (scroll padding),
 * <body> (its end) and the floating controls that use useConsentRoomStyle.
 *
 * Not on <html> alone for all to inherit: a custom property that inherits restyles every element
 * of the page when it changes (789 on /servizi, a 17-25 ms style pass after load in issue 20's
 * traces). GlobalStyles registers it as not inherited, so a new height restyles only these few.
 */
let room = '';
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentRoom = () => room;
const serverRoom = () => '';

/** A CSS length such as '132px', or '' when the banner closes. */
export function setConsentRoom(value: string) {
  if (value === room) return;
  room = value;
  // An empty value removes the declaration.
  document.documentElement.style.setProperty(CONSENT_SPACE_VAR, value);
  document.body.style.setProperty(CONSENT_SPACE_VAR, value);
  listeners.forEach((listener) => listener());
}

/** The style that keeps a floating control above the open banner. */
export function useConsentRoomStyle(): CSSProperties {
  return { [CONSENT_SPACE_VAR]: useSyncExternalStore(subscribe, currentRoom, serverRoom) } as CSSProperties;
}
