import { calloutColours, type CalloutTone } from '@/components/theme/callout';
import { tokens } from '@/components/theme/tokens';

/**
 * The panel that replaces the request form once it is done with (sent, or saved on the device):
 * a rule along its top in the outcome's colour, its parts in a column. Padding and heading are
 * the panel's own. Beside the wizard, its only user, so the other forms' pages do not load it.
 */
export function outcomePanel(tone: Exclude<CalloutTone, 'danger'>): string {
  const { rule, surface } = calloutColours[tone];
  return `display: flex; flex-direction: column; align-items: flex-start; gap: ${tokens.space.md}; border: 1px solid ${tokens.color.line}; border-top: 4px solid ${rule}; border-radius: ${tokens.radius.lg}; background: ${surface}; p { margin: 0; }`;
}
