/** @jest-environment node */
import { PNG } from 'pngjs';
import { comparePngs } from './pngDiff.mjs';

/** A white page with dark rectangles [x, y, width, height]: a stand-in for text lines and buttons. */
function page(rectangles: Array<[number, number, number, number]>, width = 200, height = 160): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  for (const [x0, y0, w, h] of rectangles) {
    for (let y = y0; y < y0 + h; y += 1) {
      for (let x = x0; x < x0 + w; x += 1) {
        const at = (y * width + x) * 4;
        png.data[at] = 20;
        png.data[at + 1] = 30;
        png.data[at + 2] = 60;
      }
    }
  }
  return PNG.sync.write(png);
}

const lines: Array<[number, number, number, number]> = [
  [10, 10, 150, 12],
  [10, 30, 120, 12],
  [10, 60, 80, 30],
];
const engines = { block: 8, tolerance: 40, shift: 8, maxShare: 0.01 };

describe('comparePngs', () => {
  it('exact by default: the same image is the same, one changed pixel is a difference', () => {
    expect(comparePngs(page(lines), page(lines))).toMatchObject({ same: true, differing: 0 });
    const one = comparePngs(page(lines), page([...lines, [150, 150, 1, 1]]));
    expect(one).toMatchObject({ same: false, differing: 1, summary: '1 pixels differ' });
  });

  it('another size is never the same', () => {
    expect(comparePngs(page(lines), page(lines, 200, 168), engines)).toMatchObject({ same: false, share: 1 });
  });

  it('between engines: content a few pixels lower (line heights rounded otherwise) still matches', () => {
    const lower = lines.map(([x, y, w, h]) => [x + 1, y + 4, w, h] as [number, number, number, number]);
    expect(comparePngs(page(lines), page(lower)).same).toBe(false);
    expect(comparePngs(page(lines), page(lower), { block: 8, tolerance: 40 }).same).toBe(false);
    expect(comparePngs(page(lines), page(lower), engines)).toMatchObject({ same: true, differing: 0 });
  });

  it('between engines: a missing button, or content moved further than the shift, is a difference', () => {
    const withoutButton = lines.slice(0, 2);
    const missing = comparePngs(page(lines), page(withoutButton), { ...engines, diffImage: true });
    expect(missing.same).toBe(false);
    expect(missing.share).toBeGreaterThan(0.05);
    expect(missing.summary).toMatch(/% of 8x8 blocks differ by more than 40 within 8 px \(at most 1\.00%\)$/);
    expect(missing.diff?.subarray(1, 4).toString()).toBe('PNG');
    const far = lines.map(([x, y, w, h]) => [x, y + 20, w, h] as [number, number, number, number]);
    expect(comparePngs(page(lines), page(far), engines).same).toBe(false);
  });
});
