import { italianNumberText, parseItalianNumber } from './italianNumber';

const value = (text: string, integer = false) => {
  const read = parseItalianNumber(text, { integer });
  return read.kind === 'number' ? read.value : read.kind;
};

describe('parseItalianNumber', () => {
  it('reads a pay figure as an Italian types it: 1.650, 1650 and 1.650,00 are 1650', () => {
    for (const text of ['1.650', '1650', '1.650,00', ' 1.650 ']) expect(value(text, true)).toBe(1650);
    expect(value('1.650.000', true)).toBe(1_650_000);
  });

  it('reads the comma as the decimal sign: 0,5 is 0.5, 12,75 is 12.75', () => {
    expect(value('0,5')).toBe(0.5);
    expect(value('12,75')).toBe(12.75);
    expect(value('1.234,5')).toBe(1234.5);
    expect(value('-5')).toBe(-5);
    expect(value('0')).toBe(0);
  });

  it('is empty when nothing is typed', () => {
    expect(parseItalianNumber('')).toEqual({ kind: 'empty' });
    expect(parseItalianNumber('   ')).toEqual({ kind: 'empty' });
  });

  it('refuses what it cannot read one way only, saying how to write it', () => {
    for (const text of [
      '4.8',
      '1.65',
      '1.6500',
      '1,650.00',
      '1.65.0',
      '12.34.567',
      '1 650',
      '€ 1.650',
      'dodici',
      '1,',
      ',5',
      '--1',
    ]) {
      const read = parseItalianNumber(text);
      expect(read.kind).toBe('unreadable');
    }
    expect(parseItalianNumber('4.8')).toMatchObject({ problem: expect.stringContaining('es. 4,8') });
    expect(parseItalianNumber('dodici')).toMatchObject({ problem: expect.stringContaining('non è una cifra') });
  });

  it('refuses decimals in a whole number, but not zeros', () => {
    expect(parseItalianNumber('1.650,50', { integer: true })).toMatchObject({
      kind: 'unreadable',
      problem: expect.stringContaining('numero intero'),
    });
    expect(value('1,5', true)).toBe('unreadable');
    expect(value('1.650,0', true)).toBe(1650);
  });
});

describe('italianNumberText', () => {
  it('writes a stored number so that the parser reads it back the same', () => {
    for (const number of [0, 0.5, 4.8, 12, 1650, 16500.25, 1_650_000]) {
      const text = italianNumberText(number);
      expect(value(text)).toBe(number);
    }
    expect(italianNumberText(0.5)).toBe('0,5');
    expect(italianNumberText(16500)).toBe('16.500');
  });
});
