/** @jest-environment node */
import { median, ratio } from './stats';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('is NaN for no values, not 0', () => {
    expect(median([])).toBeNaN();
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('ratio', () => {
  it('is new over old', () => {
    expect(ratio(50, 100)).toBe(0.5);
    expect(ratio(150, 100)).toBe(1.5);
  });

  it('is 1 when both are zero and NaN (never Infinity) when only old is zero or a figure is missing', () => {
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(20, 0)).toBeNaN();
    expect(ratio(Number.NaN, 10)).toBeNaN();
    expect(ratio(10, Number.NaN)).toBeNaN();
  });
});
