import { compareRows } from './compareRows';
import { compareIdsFromSearch, searchWithCompare } from './compareLink';
import { COMPARE_MAX, toggleCompare } from './fleetCompare';

describe('toggleCompare', () => {
  it('adds, removes, and refuses a fourth vehicle leaving the selection unchanged', () => {
    expect(toggleCompare([], 3)).toEqual({ ids: [3], result: 'added' });
    expect(toggleCompare([3, 9], 3)).toEqual({ ids: [9], result: 'removed' });
    expect(toggleCompare([1, 2, 3], 4)).toEqual({ ids: [1, 2, 3], result: 'full' });
    expect(toggleCompare([1, 2, 3], 2)).toEqual({ ids: [1, 3], result: 'removed' });
    expect(COMPARE_MAX).toBe(3);
  });
});

describe('comparison in the URL', () => {
  const known = [1, 2, 3, 4, 5];

  it('reads two or three distinct known ids', () => {
    expect(compareIdsFromSearch('?confronto=3,1', known)).toEqual([3, 1]);
    expect(compareIdsFromSearch('?confronto=1,2,5', known)).toEqual([1, 2, 5]);
  });

  it('ignores anything else', () => {
    for (const search of [
      '',
      '?confronto=',
      '?confronto=1',
      '?confronto=1,1',
      '?confronto=1,99',
      '?confronto=1,2,3,4',
      '?confronto=1,x',
      '?confronto=1,,2',
    ]) {
      expect(compareIdsFromSearch(search, known)).toBeNull();
    }
  });

  it('writes the parameter with literal commas and removes it', () => {
    expect(searchWithCompare('', [3, 1])).toBe('?confronto=3,1');
    expect(searchWithCompare('?altezza=10', [1, 2])).toBe('?altezza=10&confronto=1,2');
    expect(searchWithCompare('?altezza=10&confronto=1,2', null)).toBe('?altezza=10');
    expect(searchWithCompare('?confronto=1,2', [])).toBe('');
  });
});

describe('compareRows', () => {
  const labels = { elettrica: 'Elettrica', diesel: 'Diesel', gpl: 'GPL' } as const;
  const a = {
    categoryName: 'Carrelli',
    figures: { power: 'elettrica' as const },
    specs: { weight: '3.050 kg', capacity: '1.600 kg', battery: '48 V' },
  };
  const b = {
    categoryName: 'Carrelli',
    figures: { power: 'diesel' as const },
    specs: { weight: '3.050 kg', capacity: '3.000 kg', engine: 'Diesel' },
  };

  it('gives one row per spec, one value per vehicle, and marks the rows that differ', () => {
    const rows = compareRows([a, b], labels);
    expect(rows.map((row) => [row.label, row.values, row.differs])).toEqual([
      ['Categoria', ['Carrelli', 'Carrelli'], false],
      ['Alimentazione', ['Elettrica', 'Diesel'], true],
      ['Peso', ['3.050 kg', '3.050 kg'], false],
      ['Capacità', ['1.600 kg', '3.000 kg'], true],
      ['Batteria', ['48 V', null], true],
      ['Motore', [null, 'Diesel'], true],
    ]);
  });
});
