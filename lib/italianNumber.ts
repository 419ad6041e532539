/**
 * A number as an Italian types it into the editor (scripts/cms-italian-input.ts): the dot groups
 * thousands, the comma starts the decimals. "1.650", "1650" and "1.650,00" are 1650; "0,5" is 0.5.
 * Decap's own field was an <input type="number">, which read "1.650" as 1.65 and stored 150 once
 * the browser had dropped what it could not take. What this cannot read one way only ("1.65",
 * "4.8": a decimal point, or thousands wrongly grouped) is refused with a sentence saying how to
 * write it, never guessed. Pure and dependency-free, so Jest checks it and the editor bundles it.
 */

export type ItalianNumber =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'unreadable'; problem: string };

/** Digits, optionally grouped by dots in threes, then optionally a comma and decimals. */
const ITALIAN = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;

/** How to write a number, said after what went wrong. */
const HOW = 'scrivi la cifra con il punto per le migliaia e la virgola per i decimali, es. 1.650 oppure 0,5';

/** Reads `text` the Italian way; `integer` refuses decimals other than zeros ("1.650,00" is fine). */
export function parseItalianNumber(text: string, { integer = false }: { integer?: boolean } = {}): ItalianNumber {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const match = ITALIAN.exec(typed);
  if (!match) {
    if (/[a-z]/i.test(typed)) return { kind: 'unreadable', problem: `"${typed}" non è una cifra: ${HOW}` };
    // "4.8", "1.65": a decimal point, or thousands grouped by two. Read either way, it is a guess.
    if (/^-?\d+\.\d+$/.test(typed))
      return {
        kind: 'unreadable',
        problem: `"${typed}" non si legge in un modo solo: per i decimali usa la virgola (es. ${typed.replace('.', ',')}), per le migliaia il punto ogni tre cifre (es. 1.650)`,
      };
    return { kind: 'unreadable', problem: `"${typed}" non si legge: ${HOW}` };
  }
  const [, sign, whole, decimals = ''] = match as unknown as [string, string, string, string | undefined];
  if (integer && /[1-9]/.test(decimals))
    return { kind: 'unreadable', problem: `"${typed}" ha dei decimali: serve un numero intero, es. 1.650` };
  const value = Number(`${sign}${whole.replace(/\./g, '')}${decimals ? `.${decimals}` : ''}`);
  return Number.isFinite(value)
    ? { kind: 'number', value: Object.is(value, -0) ? 0 : value }
    : { kind: 'unreadable', problem: `"${typed}" non si legge: ${HOW}` };
}

/** A stored number as the field shows it: "1650", "16.500", "0,5" (Italian, as the parser reads it back). */
export function italianNumberText(value: number): string {
  return new Intl.NumberFormat('it-IT', { maximumFractionDigits: 20, useGrouping: true }).format(value);
}

/** Whether a key typed into a number field can belong to a number (letters never reach the field). */
export const NUMBER_CHARACTERS = /^[\d.,\s-]*$/;
