'use client';

import { consentStore } from './consentStore';

/** The island of CookiePreferencesButton (which see): a plain button, its look comes from the server. */
export function CookiePreferencesIsland() {
  return (
    <button type="button" onClick={() => consentStore.review()}>
      Preferenze cookie
    </button>
  );
}
