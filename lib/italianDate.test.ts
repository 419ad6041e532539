import { italianDateText, parseItalianDate } from './italianDate';

const iso = (text: string) => {
  const read = parseItalianDate(text);
  return read.kind === 'date' ? read.iso : read.kind;
};

describe('parseItalianDate', () => {
  it('takes gg/mm/aaaa whole', () => {
    expect(iso('31/01/2027')).toBe('2027-01-31');
    expect(iso('1/2/2027')).toBe('2027-02-01');
    expect(iso('31.01.2027')).toBe('2027-01-31');
    expect(iso('31-01-2027')).toBe('2027-01-31');
    expect(iso('29/02/2028')).toBe('2028-02-29');
    expect(iso(' 20/11/2026 ')).toBe('2026-11-20');
  });

  it('takes the stored form too (aaaa-mm-gg), which cannot be read another way', () => {
    expect(iso('2027-01-31')).toBe('2027-01-31');
  });

  it('is empty when nothing is typed', () => {
    expect(parseItalianDate('')).toEqual({ kind: 'empty' });
  });

  it('refuses a date typed halfway: the year as it is being typed is not a year', () => {
    for (const text of ['31/12/2', '31/12/20', '31/12/202', '31/12', '31', '2026'])
      expect(iso(text)).toBe('unreadable');
    expect(parseItalianDate('31/12/20')).toMatchObject({ problem: expect.stringContaining('quattro cifre') });
  });

  it('refuses a day that does not exist, naming it, and a year out of range', () => {
    expect(parseItalianDate('31/02/2027')).toEqual({
      kind: 'unreadable',
      problem: '"31/02/2027": il 31 febbraio 2027 non esiste',
    });
    expect(parseItalianDate('29/02/2027')).toMatchObject({ kind: 'unreadable' });
    expect(parseItalianDate('31/13/2027')).toMatchObject({
      kind: 'unreadable',
      problem: expect.stringContaining('mese'),
    });
    expect(parseItalianDate('31/12/1902').kind).toBe('date');
    expect(parseItalianDate('31/12/0202')).toMatchObject({
      kind: 'unreadable',
      problem: expect.stringContaining('anno'),
    });
    expect(parseItalianDate('domani')).toMatchObject({
      kind: 'unreadable',
      problem: expect.stringContaining('gg/mm/aaaa'),
    });
  });
});

describe('italianDateText', () => {
  it('shows a stored day as gg/mm/aaaa, which the parser takes back', () => {
    expect(italianDateText('2027-01-31')).toBe('31/01/2027');
    expect(iso(italianDateText('2027-01-31'))).toBe('2027-01-31');
    expect(italianDateText('31/12/20')).toBe('31/12/20');
  });
});
