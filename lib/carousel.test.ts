import {
  autoplayReducer,
  initialAutoplayState,
  isAutoplayRunning,
  isPlaying,
  pageCount,
  wrapIndex,
  type AutoplayEvent,
  type AutoplayState,
} from './carousel';

const run = (events: AutoplayEvent[], from: AutoplayState = initialAutoplayState) =>
  events.reduce(autoplayReducer, from);

describe('carousel autoplay', () => {
  it('plays by default', () => {
    expect(isPlaying(initialAutoplayState)).toBe(true);
    expect(isAutoplayRunning(initialAutoplayState)).toBe(true);
  });

  it('pauses while hovered or focused, and resumes after', () => {
    const hovered = run([{ type: 'hover', value: true }]);
    expect(isAutoplayRunning(hovered)).toBe(false);
    expect(isPlaying(hovered)).toBe(true);
    expect(isAutoplayRunning(run([{ type: 'hover', value: false }], hovered))).toBe(true);

    const focused = run([{ type: 'focus', value: true }]);
    expect(isAutoplayRunning(focused)).toBe(false);
    expect(isAutoplayRunning(run([{ type: 'focus', value: false }], focused))).toBe(true);
  });

  it('the control stops it for good, and starts it again', () => {
    const paused = run([{ type: 'toggle' }]);
    expect(isPlaying(paused)).toBe(false);
    expect(
      isAutoplayRunning(
        run(
          [
            { type: 'hover', value: false },
            { type: 'focus', value: false },
          ],
          paused,
        ),
      ),
    ).toBe(false);
    const resumed = run([{ type: 'toggle' }], paused);
    expect(isPlaying(resumed)).toBe(true);
    expect(isAutoplayRunning(resumed)).toBe(true);
  });

  it('pressing play from the keyboard overrides the pause that focus caused', () => {
    const state = run([{ type: 'toggle' }, { type: 'focus', value: true }, { type: 'toggle' }]);
    expect(isAutoplayRunning(state)).toBe(true);
  });

  it('does not autoplay under reduced motion unless asked', () => {
    const reduced = run([{ type: 'reducedMotion', value: true }]);
    expect(isPlaying(reduced)).toBe(false);
    expect(isAutoplayRunning(reduced)).toBe(false);
    const asked = run([{ type: 'toggle' }], reduced);
    expect(isAutoplayRunning(asked)).toBe(true);
  });

  it('returns the same state object when nothing changes', () => {
    expect(autoplayReducer(initialAutoplayState, { type: 'hover', value: false })).toBe(initialAutoplayState);
  });
});

describe('carousel positions', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('counts pages of partners', () => {
    expect(pageCount(19, 4)).toBe(5);
    expect(pageCount(19, 2)).toBe(10);
    expect(pageCount(0, 4)).toBe(0);
  });
});
