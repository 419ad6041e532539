import { TERMS_LAST_UPDATED, buildDate, formatLegalDate, italianCalendarDay } from './legalDates';

describe('formatLegalDate', () => {
  it('writes the day in Italian and in English', () => {
    expect(formatLegalDate('2026-11-22', 'it')).toBe('22 novembre 2026');
    expect(formatLegalDate('2026-11-22', 'en')).toBe('November 22, 2026');
  });

  it('gives the fixed terms date in both languages', () => {
    expect(TERMS_LAST_UPDATED).toBe('2025-06-23');
    expect(formatLegalDate(TERMS_LAST_UPDATED, 'it')).toBe('23 giugno 2025');
    expect(formatLegalDate(TERMS_LAST_UPDATED, 'en')).toBe('June 23, 2025');
  });

  it('does not shift the day whatever the time zone', () => {
    expect(formatLegalDate('2026-01-01', 'it')).toBe('1 gennaio 2026');
    expect(formatLegalDate('2025-12-31', 'en')).toBe('December 31, 2025');
  });

  it('rejects anything that is not a calendar day', () => {
    expect(() => formatLegalDate('22/11/2026', 'it')).toThrow(RangeError);
  });
});

describe('buildDate', () => {
  it('is the Italian calendar day of the build', () => {
    // 23:30 UTC on 21 November is already 22 November in Rome.
    expect(buildDate(new Date('2026-11-21T23:30:00Z'), undefined)).toBe('2026-11-22');
    expect(italianCalendarDay(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(italianCalendarDay(new Date('2026-06-30T22:01:00Z'))).toBe('2026-07-01');
  });

  it('honours a pinned BUILD_DATE and ignores a malformed one', () => {
    expect(buildDate(new Date('2026-11-22T10:00:00Z'), '2026-03-01')).toBe('2026-03-01');
    expect(buildDate(new Date('2026-11-22T10:00:00Z'), 'yesterday')).toBe('2026-11-22');
  });
});
