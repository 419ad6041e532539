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

/** 1600 -> '1.600': the thousands written as the fleet data writes them (it-IT's Intl omits the dot below 10.000). */
function italianThousands(integer: number): string {
  return String(integer).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Italian display of a threshold: 4 -> '4 m', 7.5 -> '7,5 m'. Written out rather than with
 * toLocaleString: the filters render it while the rental page hydrates, and the first Intl call
 * of a page loads its locale data there: 13 ms of one task on this machine, four times that on a
 * slow phone (issue 20's trace).
 */
export function formatMetres(value: number): string {
  const [integer = '0', fraction] = String(Math.abs(value)).split('.');
  const sign = value < 0 ? '-' : '';
  return `${sign}${italianThousands(Number(integer))}${fraction ? `,${fraction.slice(0, 3)}` : ''} m`;
}

/** 1000 -> '1.000 kg'. */
export function formatKilograms(value: number): string {
  return `${italianThousands(Math.round(value))} kg`;
}
