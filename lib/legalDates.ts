import type { LegalLang } from '@/content/legal/types';

/** The terms and conditions carry a fixed date (docs/product.md, "Fixed figures"). */
export const TERMS_LAST_UPDATED = '2025-06-23';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Calendar day (YYYY-MM-DD) of an instant in Italy, where the company is. */
export function italianCalendarDay(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The day the site was built: a pre-rendered page cannot know a later day (docs/product.md, decision "today's date").
 * BUILD_DATE (YYYY-MM-DD) pins it for reproducible builds.
 */
export function buildDate(now: Date = new Date(), pinned: string | undefined = process.env.BUILD_DATE): string {
  if (pinned && ISO_DATE.test(pinned)) return pinned;
  return italianCalendarDay(now);
}

/** '2026-11-22' as '22 novembre 2026' or 'November 22, 2026'. */
export function formatLegalDate(isoDay: string, lang: LegalLang): string {
  const match = ISO_DATE.exec(isoDay);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDay}`);
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'en-US', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}
