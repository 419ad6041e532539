import { CONSENT_SPACE_VAR } from '@/lib/consent';

/**
 * Writes the room the open cookie banner takes at the bottom of the viewport ('' when it closes)
 * on <html> (scroll padding) and <body> (its end). The floating controls that keep clear of it
 * (scroll to top, the update notice) take it from their parent with `inherit`.
 *
 * Not on <html> alone for all to inherit: a custom property that inherits restyles every element
 * of the page when it changes (789 on /servizi, a 17-25 ms style pass after load in issue 20's
 * traces). The <head> script registers it as not inherited (consentBootScript), so a new height
 * restyles only these few.
 */
export function setConsentRoom(value: string) {
  // An empty value removes the declaration.
  for (const element of [document.documentElement, document.body]) element.style.setProperty(CONSENT_SPACE_VAR, value);
}
