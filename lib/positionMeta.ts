import { CONTRACTS, HOURS, PAY_PERIODS, WORKPLACES } from '@/content/schema/position';
import { SEARCH_LIMITS } from './searchLimits';

/** The facts of a position that its page's description and its card are made of. */
export interface PositionFacts {
  contract: keyof typeof CONTRACTS;
  hours: keyof typeof HOURS;
  workplace: keyof typeof WORKPLACES;
  area?: string;
  description: string;
}

/** Where the work is, as a card and the page say it: the company's city, or the sites' area. */
export function positionPlace(position: Pick<PositionFacts, 'workplace' | 'area'>, city: string): string {
  return position.workplace === 'cantieri' && position.area ? `Cantieri: ${position.area}` : city;
}

/** Contract and hours in one phrase: Tempo indeterminato, tempo pieno. */
export function positionTerms(position: Pick<PositionFacts, 'contract' | 'hours'>): string {
  return `${CONTRACTS[position.contract]}, ${HOURS[position.hours].toLowerCase()}`;
}

/**
 * A position page's meta description: place and terms, then the description's opening, cut at a
 * word so that the whole fits search results (lib/searchLimits.ts).
 */
export function positionMetaDescription(position: PositionFacts, city: string): string {
  const lead = `${positionPlace(position, city)}. ${positionTerms(position)}. `;
  const text = `${lead}${position.description.replace(/\s+/g, ' ').trim()}`;
  const { max } = SEARCH_LIMITS.description;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:]+$/, '')}…`;
}

/** A position's pay as the file gives it (content/schema/position.ts). */
export interface PositionPay {
  min: number;
  max: number;
  period: keyof typeof PAY_PERIODS;
}

// Italian groups thousands with a dot from four digits on (1.500), which it-IT leaves out by default.
const euros = new Intl.NumberFormat('it-IT', { useGrouping: 'always', maximumFractionDigits: 0 });

/** The pay range in Italian: "Da 1.500 a 1.800 € lordi al mese", or "1.500 € lordi al mese" for one figure. */
export function positionPayText(pay: PositionPay): string {
  const period = PAY_PERIODS[pay.period];
  return pay.min === pay.max
    ? `${euros.format(pay.min)} € lordi ${period}`
    : `Da ${euros.format(pay.min)} a ${euros.format(pay.max)} € lordi ${period}`;
}
