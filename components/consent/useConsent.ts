'use client';

import { useSyncExternalStore } from 'react';
import { consentStore } from './consentStore';

/** The visitor's stored cookie choice and whether they asked to review it. */
export function useConsent() {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, consentStore.getServerSnapshot);
}
