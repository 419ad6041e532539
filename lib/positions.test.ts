import { isOpenOn, italianDay, romeDay } from './positions';

describe('positions: open by Rome’s calendar', () => {
  test('a position is open through its closing day and closed the day after', () => {
    expect(isOpenOn('2026-03-31', '2026-03-31')).toBe(true);
    expect(isOpenOn('2026-03-31', '2026-04-01')).toBe(false);
    expect(isOpenOn(undefined, '2099-01-01')).toBe(true);
  });

  test('the day is Rome’s: 23:30 UTC on 31 March is already 1 April in Catania', () => {
    expect(romeDay(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(romeDay(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });

  test('dates read in Italian', () => {
    expect(italianDay('2026-12-03')).toBe('3 dicembre 2026');
  });
});
