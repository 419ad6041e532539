import { isPastThreshold, scrollBehaviorFor } from './scroll';

describe('isPastThreshold', () => {
  it('is false up to and at the threshold, true beyond it', () => {
    expect(isPastThreshold(0, 400)).toBe(false);
    expect(isPastThreshold(400, 400)).toBe(false);
    expect(isPastThreshold(401, 400)).toBe(true);
    expect(isPastThreshold(301, 300)).toBe(true);
  });
});

describe('scrollBehaviorFor', () => {
  it('scrolls smoothly unless reduced motion is requested', () => {
    expect(scrollBehaviorFor(false)).toBe('smooth');
    expect(scrollBehaviorFor(true)).toBe('auto');
  });
});
