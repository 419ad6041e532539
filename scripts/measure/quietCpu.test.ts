/** @jest-environment node */
import { busyShare, parseCpuTimes } from './quietCpu';

const stat = (fields: string) => `cpu  ${fields}\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1 2 3\n`;

describe('parseCpuTimes', () => {
  it('reads the aggregate line, counting iowait as idle and steal as busy', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    expect(parseCpuTimes(stat('100 10 50 800 20 0 5 15 0 0'))).toEqual({ idle: 820, total: 1000 });
  });

  it('returns null for text without a cpu line or with garbage in it', () => {
    expect(parseCpuTimes('intr 1 2 3')).toBeNull();
    expect(parseCpuTimes(stat('a b c d'))).toBeNull();
  });
});

describe('busyShare', () => {
  it('is the busy fraction of all cores between two readings', () => {
    const before = { idle: 1000, total: 2000 };
    expect(busyShare(before, { idle: 1150, total: 2200 })).toBeCloseTo(0.25);
    expect(busyShare(before, { idle: 1200, total: 2200 })).toBe(0);
  });

  it('counts time stolen by another virtual machine as busy', () => {
    const before = parseCpuTimes(stat('0 0 0 1000 0 0 0 0 0 0'))!;
    const after = parseCpuTimes(stat('0 0 0 1100 0 0 0 100 0 0'))!;
    expect(busyShare(before, after)).toBeCloseTo(0.5);
  });

  it('cannot tell when no time passed', () => {
    const same = { idle: 5, total: 10 };
    expect(busyShare(same, same)).toBeNull();
  });
});
