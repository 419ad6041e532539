/**
 * Numbers of the fleet finder as Italian text: reading the display strings of content/fleet.ts
 * (the test that keeps figures and strings in agreement) and writing thresholds and counts.
 * Apart from lib/fleetFinder.ts so the rental page's first load does not carry them.
 */

/** The polite announcement of how many vehicles match. */
export function matchCountText(count: number): string {
  if (count === 0) return 'Nessun mezzo corrisponde ai filtri scelti';
  if (count === 1) return '1 mezzo corrisponde alla ricerca';
  return `${count} mezzi corrispondono alla ricerca`;
}

/** '1.600 kg' -> 1600, '4,80 m' -> 4.8, '230 kg (2 persone)' -> 230: the first number of an Italian display string. */
export function firstItalianNumber(text: string): number | null {
  const match = /\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/.exec(text);
  if (!match) return null;
  return Number(match[0].replace(/\./g, '').replace(',', '.'));
}

/** Italian display of a threshold: 4 -> '4 m', 1000 -> '1.000 kg'. */
export function formatMetres(value: number): string {
  return `${value.toLocaleString('it-IT')} m`;
}

export function formatKilograms(value: number): string {
  // it-IT omits the thousands separator below 10.000; the fleet data always writes it.
  const digits = String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${digits} kg`;
}
