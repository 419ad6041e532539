import { isOpenOn, italianDay, positionOpenOn, romeDay } from './positions';

describe('positions: open by Rome’s calendar', () => {
  test('a position is open through its closing day and closed the day after', () => {
    expect(isOpenOn('2026-03-31', '2026-03-31')).toBe(true);
    expect(isOpenOn('2026-03-31', '2026-04-01')).toBe(false);
    expect(isOpenOn(undefined, '2099-01-01')).toBe(true);
  });

  test('the switch "Posizione chiusa" closes a position at once, whatever its dates say', () => {
    // Posted today and closed today: no closing date before the date posted is needed.
    expect(positionOpenOn({ closed: true }, '2026-11-20')).toBe(false);
    expect(positionOpenOn({ validThrough: '2099-06-30', closed: true }, '2026-11-20')).toBe(false);
    expect(positionOpenOn({ validThrough: '2099-06-30', closed: false }, '2026-11-20')).toBe(true);
    expect(positionOpenOn({}, '2026-11-20')).toBe(true);
    // A closing date of today: open today, closed from tomorrow.
    expect(positionOpenOn({ validThrough: '2026-11-20' }, '2026-11-20')).toBe(true);
    expect(positionOpenOn({ validThrough: '2026-11-20' }, '2026-11-21')).toBe(false);
  });

  test('the day is Rome’s: 23:30 UTC on 31 March is already 1 April in Catania', () => {
    expect(romeDay(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(romeDay(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });

  test('dates read in Italian', () => {
    expect(italianDay('2026-12-03')).toBe('3 dicembre 2026');
  });
});
