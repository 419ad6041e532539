import type { FleetCategory, VehicleFigures } from '@/content/types';
import {
  DEFAULT_FINDER_STATE,
  filterFleet,
  finderSearch,
  hasActiveFilters,
  matchesFilters,
  NO_FILTERS,
  parseFinderState,
  powerSourcesIn,
  type FinderChoices,
} from './fleetFinder';
import { firstItalianNumber, formatKilograms, formatMetres, matchCountText } from './fleetFigures';

const fleet: { id: number; figures: VehicleFigures }[] = [
  { id: 1, figures: { liftHeightM: 4.8, capacityKg: 1600, power: 'elettrica' } },
  { id: 2, figures: { liftHeightM: 13.6, capacityKg: 3500, power: 'diesel' } },
  { id: 3, figures: { power: 'diesel' } },
  { id: 4, figures: { liftHeightM: 15, capacityKg: 230, power: 'elettrica' } },
  { id: 5, figures: { liftHeightM: 4.8, capacityKg: 2000, power: 'gpl' } },
];
const categories: Pick<FleetCategory, 'id' | 'vehicleIds'>[] = [
  { id: 'elevatori', vehicleIds: [5, 1] },
  { id: 'movimentazioneTerra', vehicleIds: [3] },
  { id: 'lavoriAltaQuota', vehicleIds: [4] },
];
const choices: FinderChoices = {
  tabs: ['all', 'elevatori', 'movimentazioneTerra', 'lavoriAltaQuota'],
  heights: [4, 10, 12, 15],
  capacities: [200, 1000, 2000],
  powers: ['elettrica', 'diesel', 'gpl'],
};
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('filterFleet', () => {
  it('gives the whole fleet with no filter and the all tab', () => {
    expect(ids(filterFleet(fleet, categories, DEFAULT_FINDER_STATE))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps vehicles at or above the minimum height; vehicles that do not lift drop out', () => {
    expect(ids(filterFleet(fleet, categories, { ...DEFAULT_FINDER_STATE, minHeightM: 12 }))).toEqual([2, 4]);
    expect(ids(filterFleet(fleet, categories, { ...DEFAULT_FINDER_STATE, minHeightM: 15 }))).toEqual([4]);
  });

  it('keeps vehicles at or above the minimum capacity', () => {
    expect(ids(filterFleet(fleet, categories, { ...DEFAULT_FINDER_STATE, minCapacityKg: 2000 }))).toEqual([2, 5]);
  });

  it('keeps the chosen power source', () => {
    expect(ids(filterFleet(fleet, categories, { ...DEFAULT_FINDER_STATE, power: 'diesel' }))).toEqual([2, 3]);
  });

  it('combines filters and the tab, in the tab order', () => {
    expect(ids(filterFleet(fleet, categories, { ...DEFAULT_FINDER_STATE, tab: 'elevatori' }))).toEqual([5, 1]);
    expect(
      ids(filterFleet(fleet, categories, { tab: 'elevatori', minHeightM: 4, minCapacityKg: 1000, power: 'elettrica' })),
    ).toEqual([1]);
  });

  it('gives an empty result when nothing meets every filter (the empty state)', () => {
    expect(filterFleet(fleet, categories, { ...DEFAULT_FINDER_STATE, minHeightM: 15, power: 'diesel' })).toEqual([]);
    expect(
      filterFleet(fleet, categories, { ...DEFAULT_FINDER_STATE, tab: 'movimentazioneTerra', minCapacityKg: 200 }),
    ).toEqual([]);
  });

  it('matchesFilters treats a missing figure as not meeting a filter on it', () => {
    expect(matchesFilters({ power: 'diesel' }, NO_FILTERS)).toBe(true);
    expect(matchesFilters({ power: 'diesel' }, { ...NO_FILTERS, minHeightM: 4 })).toBe(false);
    expect(matchesFilters({ power: 'diesel' }, { ...NO_FILTERS, minCapacityKg: 200 })).toBe(false);
  });

  it('lists the power sources the fleet holds, in the given order', () => {
    expect(powerSourcesIn(fleet, ['gpl', 'diesel', 'elettrica'])).toEqual(['gpl', 'diesel', 'elettrica']);
    expect(powerSourcesIn(fleet.slice(0, 2), ['elettrica', 'diesel', 'gpl'])).toEqual(['elettrica', 'diesel']);
  });
});

describe('finder state in the URL', () => {
  it('reads every parameter', () => {
    expect(
      parseFinderState('?categoria=lavoriAltaQuota&altezza=12&portata=200&alimentazione=elettrica', choices),
    ).toEqual({
      tab: 'lavoriAltaQuota',
      minHeightM: 12,
      minCapacityKg: 200,
      power: 'elettrica',
    });
  });

  it('gives the unfiltered fleet for malformed or unknown values', () => {
    for (const search of [
      '',
      '?categoria=nonEsiste&altezza=abc&portata=-5&alimentazione=nucleare',
      '?altezza=1e1&portata=0x10',
      '?altezza=11&portata=999',
      '?altezza=&portata=&categoria=&alimentazione=',
      '?altezza=12m&portata=2.000',
      '?%E0%A4%A=1',
    ]) {
      expect(parseFinderState(search, choices)).toEqual(DEFAULT_FINDER_STATE);
    }
  });

  it('keeps the valid parameters of a partly malformed query', () => {
    expect(parseFinderState('?altezza=10&portata=tanta', choices)).toEqual({ ...DEFAULT_FINDER_STATE, minHeightM: 10 });
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    expect(finderSearch(DEFAULT_FINDER_STATE)).toBe('');
    expect(finderSearch({ ...DEFAULT_FINDER_STATE, minHeightM: 12 })).toBe('?altezza=12');
    expect(finderSearch({ tab: 'lavoriAltaQuota', minHeightM: 12, minCapacityKg: 200, power: 'gpl' }, '?mezzo=3')).toBe(
      '?mezzo=3&categoria=lavoriAltaQuota&altezza=12&portata=200&alimentazione=gpl',
    );
    expect(finderSearch(DEFAULT_FINDER_STATE, '?categoria=lavoriAltaQuota&altezza=12&x=1')).toBe('?x=1');
  });

  it('round-trips', () => {
    const state = { tab: 'elevatori', minHeightM: 4, minCapacityKg: 1000, power: 'diesel' } as const;
    expect(parseFinderState(finderSearch(state), choices)).toEqual(state);
  });

  it('knows when a filter is active', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, power: 'gpl' })).toBe(true);
  });
});

describe('text', () => {
  it('announces the match count in Italian', () => {
    expect(matchCountText(0)).toBe('Nessun mezzo corrisponde ai filtri scelti');
    expect(matchCountText(1)).toBe('1 mezzo corrisponde alla ricerca');
    expect(matchCountText(7)).toBe('7 mezzi corrispondono alla ricerca');
  });

  it('reads the first number of an Italian display string', () => {
    expect(firstItalianNumber('1.600 kg')).toBe(1600);
    expect(firstItalianNumber('10.800 kg')).toBe(10800);
    expect(firstItalianNumber('4,80 m')).toBe(4.8);
    expect(firstItalianNumber('0,12 m')).toBe(0.12);
    expect(firstItalianNumber('230 kg (2 persone)')).toBe(230);
    expect(firstItalianNumber('15 m di lavoro, 7,5 m di sbraccio')).toBe(15);
    expect(firstItalianNumber('nessuno')).toBeNull();
  });

  it('formats thresholds', () => {
    expect(formatMetres(4)).toBe('4 m');
    expect(formatMetres(7.5)).toBe('7,5 m');
    expect(formatKilograms(200)).toBe('200 kg');
    expect(formatKilograms(1000)).toBe('1.000 kg');
    expect(formatMetres(1200)).toBe('1.200 m');
  });

  it('writes metres as Intl would below a thousand, without calling Intl (its first call loads locale data during hydration)', () => {
    const values = Array.from({ length: 81 }, (_, index) => index * 0.25).concat([12.125, 999]);
    const expected = values.map((value) => `${value.toLocaleString('it-IT')} m`);
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const toLocale = jest.spyOn(Number.prototype, 'toLocaleString');
    try {
      expect(values.map(formatMetres)).toEqual(expected);
      expect(numberFormat).not.toHaveBeenCalled();
      expect(toLocale).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
      toLocale.mockRestore();
    }
  });
});
