import { tokens } from './tokens';

/** What a callout says: a failure, something done, or a note (a saved request among them). */
export type CalloutTone = 'danger' | 'success' | 'note';

/** Each tone's rule and surface colours. */
export const calloutColours: Record<CalloutTone, { rule: string; surface: string }> = {
  danger: { rule: tokens.color.danger, surface: tokens.color.dangerSurface },
  success: { rule: tokens.color.success, surface: tokens.color.successSurface },
  note: { rule: tokens.color.gold, surface: tokens.color.surfaceWarm },
};

/**
 * The site's callout, for a styled template (`${callout('danger')}`): a tinted panel with a 4 px
 * rule on its left in the tone's colour. Each panel keeps its own padding and content rules.
 */
export function callout(tone: CalloutTone): string {
  const { rule, surface } = calloutColours[tone];
  return `border-left: 4px solid ${rule}; border-radius: ${tokens.radius.sm}; background: ${surface};`;
}
