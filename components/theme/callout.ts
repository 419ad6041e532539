import { tokens } from './tokens';

/**
 * The site's callout: a tinted panel with a 4 px rule on its left, in the colour of what it
 * says (a failed send, a request sent, a note or a saved request). Each panel keeps its own
 * padding and content rules; the frame and its colours are this one declaration block.
 */
export type CalloutTone = 'danger' | 'success' | 'note';

/** Each tone's rule and surface colours. */
export const calloutColours: Record<CalloutTone, { rule: string; surface: string }> = {
  danger: { rule: tokens.color.danger, surface: tokens.color.dangerSurface },
  success: { rule: tokens.color.success, surface: tokens.color.successSurface },
  note: { rule: tokens.color.gold, surface: tokens.color.surfaceWarm },
};

/** CSS for a styled template: `${callout('danger')}`. */
export function callout(tone: CalloutTone): string {
  const { rule, surface } = calloutColours[tone];
  return `border-left: 4px solid ${rule}; border-radius: ${tokens.radius.sm}; background: ${surface};`;
}

