import { CONTRACTS, HOURS, WORKPLACES } from '@/content/schema/position';
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
