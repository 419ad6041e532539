/**
 * The visitor's cookie choice (Garante guidelines of 10 June 2021): 'accepted' allows
 * third-party embeds such as the map; 'rejected' (closing the banner) keeps only technical storage.
 */
export type ConsentChoice = 'accepted' | 'rejected';

export interface ConsentRecord {
  version: 1;
  choice: ConsentChoice;
  /** ISO timestamp of the choice. */
  decidedAt: string;
}

export const CONSENT_STORAGE_KEY = 'gielle.cookie-consent';

/** Anything that is not a well-formed record, a hand-edited value included, means "no choice yet". */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Partial<ConsentRecord>;
    if (record.version !== 1) return null;
    if (record.choice !== 'accepted' && record.choice !== 'rejected') return null;
    if (typeof record.decidedAt !== 'string' || Number.isNaN(Date.parse(record.decidedAt))) return null;
    return { version: 1, choice: record.choice, decidedAt: record.decidedAt };
  } catch {
    return null;
  }
}

export function createConsent(choice: ConsentChoice, now: Date = new Date()): ConsentRecord {
  return { version: 1, choice, decidedAt: now.toISOString() };
}

/** CSS variable holding the cookie banner's height while it is open (components/theme/global.css reserves that space). */
export const CONSENT_SPACE_VAR = '--gl-consent-space';

/**
 * Runs in <head> before the first paint. It registers CONSENT_SPACE_VAR as a property that does
 * not inherit, so the banner's height restyles a few elements, not the page (consentRoom). Here,
 * before <body> exists, registering restyles nothing; in CSS, `@property` is an error to the W3C
 * checker. Browsers without CSS.registerProperty inherit it, as before. It marks <html data-js>:
 * CSS shows script-only controls (cookie banner, menu toggle, tab lists) only then, so with scripts off the page shows plain
 * links and content instead (JS_OFF rules, components/theme/tokens.ts). It also marks
 * <html data-consent="…"> when a valid choice is stored, so the server-rendered banner is hidden
 * at once for returning visitors and painted immediately (not late, after hydration) for new ones.
 * Mirrors parseConsent.
 */
export const consentBootScript = `(function(){try{CSS.registerProperty({name:${JSON.stringify(
  CONSENT_SPACE_VAR,
)},syntax:"<length>",inherits:!1,initialValue:"0px"})}catch(e){}document.documentElement.setAttribute("data-js","");try{var r=JSON.parse(localStorage.getItem(${JSON.stringify(
  CONSENT_STORAGE_KEY,
)}));if(r&&r.version===1&&(r.choice==="accepted"||r.choice==="rejected")&&typeof r.decidedAt==="string"&&!isNaN(Date.parse(r.decidedAt)))document.documentElement.setAttribute("data-consent",r.choice)}catch(e){}})();`;
