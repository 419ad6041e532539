import { assistanceLineState, lineStateText } from './assistanceHours';

const weekdays = {
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '08:00',
  closes: '17:00',
};
/** Catania's time in December is UTC+1. */
const at = (iso: string) => new Date(`${iso}+01:00`);

describe('the assistance line, on Catania’s clock', () => {
  test.each([
    ['2026-12-07T08:00', 'La linea è aperta adesso, fino alle 17:00.'],
    ['2026-12-07T16:59', 'La linea è aperta adesso, fino alle 17:00.'],
    ['2026-12-07T07:30', 'Adesso la linea è chiusa: risponde di nuovo oggi alle 08:00.'],
    ['2026-12-07T17:00', 'Adesso la linea è chiusa: risponde di nuovo domani alle 08:00.'],
    ['2026-12-11T18:00', 'Adesso la linea è chiusa: risponde di nuovo lunedì alle 08:00.'],
    ['2026-12-12T10:00', 'Adesso la linea è chiusa: risponde di nuovo lunedì alle 08:00.'],
    ['2026-12-13T23:00', 'Adesso la linea è chiusa: risponde di nuovo domani alle 08:00.'],
  ])('at %s: %s', (time, text) => {
    const state = assistanceLineState(weekdays, at(time));
    expect(state && lineStateText(state)).toBe(text);
  });

  test('a visitor in another zone is told Catania’s hours', () => {
    // 09:00 in New York is 15:00 in Catania: open.
    expect(assistanceLineState(weekdays, new Date('2026-12-07T14:00:00Z'))).toEqual({ open: true, closes: '17:00' });
    expect(assistanceLineState(weekdays, new Date('2026-12-07T16:30:00Z'))?.open).toBe(false);
  });

  test('with no working day in the content, nothing is claimed', () => {
    expect(assistanceLineState({ ...weekdays, dayOfWeek: [] }, at('2026-12-07T10:00'))).toBeNull();
  });
});
