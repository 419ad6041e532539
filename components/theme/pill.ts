import { CONSENT_SPACE_VAR } from '@/lib/consent';
import { tokens } from './tokens';

/**
 * The site's floating gold pill button (back to top, the update notice's "Aggiorna"), for a
 * styled template (`${goldPill}`). Each keeps its own size, padding and states.
 */
export const goldPill = `border: 0; border-radius: ${tokens.radius.pill}; background: ${tokens.color.gold}; color: ${tokens.color.navyDeep}; font-weight: 700; cursor: pointer;`;

/**
 * Fixed at the bottom, above the cookie banner while it is open, never under it: the banner's
 * height comes from <body> (consentRoom) or, on the home page, through <main>, and the property
 * does not inherit by itself (lib/consent.ts registers it so), hence the `inherit`.
 */
export const aboveCookieBanner = `${CONSENT_SPACE_VAR}: inherit; bottom: calc(${tokens.space.lg} + var(${CONSENT_SPACE_VAR}, 0px));`;
