import { parseIdList, parseStoredIds, withId, withoutId } from './idList';

describe('id lists', () => {
  const known = [1, 2, 3];

  it('keeps distinct known ids in order, from numbers or digit strings', () => {
    expect(parseIdList([3, '1', 3, '2x', 9, null, 1.5, '01'], known)).toEqual([3, 1]);
  });

  it('reads a stored JSON array and survives anything else', () => {
    expect(parseStoredIds('[2,1]', known)).toEqual([2, 1]);
    expect(parseStoredIds('[7,0,-1,7,"3"]')).toEqual([7, 3]);
    for (const raw of [null, '', '{', '{"a":1}', '"1"', '[[1]]']) expect(parseStoredIds(raw, known)).toEqual([]);
  });

  it('adds once and removes', () => {
    expect(withId([1], 2)).toEqual([1, 2]);
    expect(withId([1, 2], 2)).toEqual([1, 2]);
    expect(withoutId([1, 2], 1)).toEqual([2]);
  });
});
