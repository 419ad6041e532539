import { formatItalianDate, formatReportTimestamp, isoDateToItalian } from './reportTimestamp';

describe('formatReportTimestamp', () => {
  it('gives an Italian long date with hour and minute, in Italian time', () => {
    // 13:05 UTC in March is 14:05 in Rome (CET).
    expect(formatReportTimestamp(new Date('2026-03-12T13:05:00Z'))).toBe('12 marzo 2026 alle ore 14:05');
  });

  it('follows summer time and pads the minutes', () => {
    expect(formatReportTimestamp(new Date('2025-07-01T06:07:00Z'))).toBe('1 luglio 2025 alle ore 08:07');
  });

  it('uses the Rome calendar day near midnight', () => {
    expect(formatReportTimestamp(new Date('2025-12-31T23:30:00Z'))).toBe('1 gennaio 2026 alle ore 00:30');
  });
});

describe('formatItalianDate', () => {
  it('is DD/MM/YYYY', () => {
    expect(formatItalianDate(new Date('2026-03-02T10:00:00Z'))).toBe('02/03/2026');
  });
});

describe('isoDateToItalian', () => {
  it('rewrites ISO dates and leaves anything else alone', () => {
    expect(isoDateToItalian('2026-04-09')).toBe('09/04/2026');
    expect(isoDateToItalian('')).toBe('');
    expect(isoDateToItalian('domani')).toBe('domani');
  });
});
