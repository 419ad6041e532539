/**
 * Date formats of the contact forms. The report's timestamp is always given in Italian time
 * (Europe/Rome), so it does not reveal the sender's own time zone (docs/product.md, decision "anonymity").
 */
const ROME = 'Europe/Rome';

/** Italian long date with hour and minute, e.g. "12 marzo 2026 alle ore 14:05". */
export function formatReportTimestamp(date: Date): string {
  return new Intl.DateTimeFormat('it-IT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: ROME,
  }).format(date);
}

/** Italian short date, e.g. "12/03/2026" (careers e-mail). */
export function formatItalianDate(date: Date): string {
  return new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ROME }).format(
    date,
  );
}

/** An ISO calendar date (YYYY-MM-DD) shown the Italian way (DD/MM/YYYY); anything else unchanged. */
export function isoDateToItalian(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}
