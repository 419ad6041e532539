/**
 * When an open position is open, decided the same way at build time (listing, sitemap, search
 * index, JobPosting) and in the visitor's browser between builds (components/careers/positions/).
 * Days are Rome's: a position closing on 31 March is open until that day ends in Catania, wherever
 * the visitor or the build machine is. Dependency-free, so a client island can import it.
 */

/** Today's date in Rome as YYYY-MM-DD. */
export function romeDay(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Whether a position with this closing day (YYYY-MM-DD, or none) is still open on `day`: the
 * closing day is the last open one, so a position closing today closes from tomorrow.
 */
export function isOpenOn(validThrough: string | undefined, day: string): boolean {
  return validThrough === undefined || validThrough >= day;
}

/**
 * Whether a position is open on `day`, everywhere the build decides it (listing, page, JobPosting,
 * sitemap, search index): its switch "Posizione chiusa" (`closed`) off and its closing day not
 * passed. The browser's islands get only the positions open at the build, so the date is all
 * they still need to check (isOpenOn).
 */
export function positionOpenOn(position: { validThrough?: string; closed?: boolean }, day: string): boolean {
  return position.closed !== true && isOpenOn(position.validThrough, day);
}

/** A YYYY-MM-DD day in Italian: 3 dicembre 2026. */
export function italianDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/** The query parameter that names the position the careers form opens with. */
export const POSITION_PARAM = 'posizione';

/** The form's anchor on /lavora-con-noi. */
export const APPLY_ANCHOR = 'candidatura';

/**
 * "Candidati" on a position's page: the careers form with that position chosen. Without scripts the
 * link still lands on the form, which then offers the choice by hand.
 */
export const applyHref = (slug: string) =>
  `/lavora-con-noi?${POSITION_PARAM}=${encodeURIComponent(slug)}#${APPLY_ANCHOR}`;
