/**
 * A day as an Italian types it into the editor's date fields (scripts/cms-italian-input.ts):
 * gg/mm/aaaa, taken whole or refused with a sentence. The browser's own date field, which Decap
 * drew, stored each keystroke of the year as it came ("2" became 1902) and emptied the field on a
 * day that does not exist; here nothing is stored until the day is whole. Pure and
 * dependency-free, so Jest checks it and the editor bundles it.
 */

export type ItalianDate = { kind: 'empty' } | { kind: 'date'; iso: string } | { kind: 'unreadable'; problem: string };

/** The years a day of the site can fall in: a year outside them is a slip of the keyboard. */
export const YEARS = { min: 1900, max: 2199 } as const;

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

const HOW = 'scrivi la data come gg/mm/aaaa, es. 31/01/2027, oppure sceglila dal calendario';

const pad = (number: number, length = 2) => String(number).padStart(length, '0');

/** Whether the day exists (31 April and 29 February 2027 do not). */
const exists = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * Reads gg/mm/aaaa (also with dots or dashes between, and one-digit day or month: 1/2/2027), or
 * the stored form aaaa-mm-gg, as a YYYY-MM-DD day.
 */
export function parseItalianDate(text: string): ItalianDate {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const italian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d+)$/.exec(typed);
  const stored = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
  if (!italian && !stored) return { kind: 'unreadable', problem: `"${typed}" non è una data: ${HOW}` };
  const [day, month, yearText] = italian
    ? [Number(italian[1]), Number(italian[2]), italian[3] as string]
    : [Number(stored?.[3]), Number(stored?.[2]), stored?.[1] as string];
  if (yearText.length !== 4)
    return { kind: 'unreadable', problem: `"${typed}": scrivi l’anno per intero, con quattro cifre (es. 31/01/2027)` };
  const year = Number(yearText);
  if (year < YEARS.min || year > YEARS.max)
    return { kind: 'unreadable', problem: `"${typed}": l’anno ${yearText} non va bene, ${HOW}` };
  if (month < 1 || month > 12) return { kind: 'unreadable', problem: `"${typed}": il mese va da 01 a 12, ${HOW}` };
  if (!exists(year, month, day))
    return { kind: 'unreadable', problem: `"${typed}": il ${day} ${MONTHS[month - 1]} ${year} non esiste` };
  return { kind: 'date', iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

/** A stored day (YYYY-MM-DD) as the field shows it: 31/01/2027. Anything else as it is. */
export function italianDateText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
