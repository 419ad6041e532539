/** @jest-environment node */
import { inflateSync } from 'node:zlib';
import { crc32, encodePng, hexToRgb, PNG_SIGNATURE, placeholderPng, type PlaceholderPalette } from './placeholderPng';

const palette: PlaceholderPalette = { background: [236, 232, 225], border: [217, 212, 203], glyph: [79, 88, 100] };

/** Reads width, height and raw scanlines back out of a PNG we wrote. */
function decode(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  const types: string[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    expect(crc).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    types.push(type);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const pixel = (x: number, y: number) => {
    const at = y * (width * 3 + 1) + 1 + x * 3;
    return [raw[at], raw[at + 1], raw[at + 2]];
  };
  return { width, height, types, raw, pixel };
}

describe('PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
  });

  it('writes a valid PNG with the requested size and pixels', () => {
    const png = encodePng(3, 2, (x, y) => [x * 10, y * 20, 200]);
    const { width, height, types, raw, pixel } = decode(png);
    expect([width, height]).toEqual([3, 2]);
    expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(raw.length).toBe(2 * (3 * 3 + 1));
    expect(pixel(2, 1)).toEqual([20, 20, 200]);
    expect(pixel(0, 0)).toEqual([0, 0, 200]);
  });

  it('refuses sizes that are not positive integers', () => {
    expect(() => encodePng(0, 10, () => [0, 0, 0])).toThrow();
    expect(() => encodePng(10.5, 10, () => [0, 0, 0])).toThrow();
  });
});

describe('placeholder image', () => {
  it('has a frame, a plain surface and a centred glyph', () => {
    const { width, height, pixel } = decode(placeholderPng(400, 300, palette));
    expect([width, height]).toEqual([400, 300]);
    expect(pixel(0, 0)).toEqual([...palette.border]);
    expect(pixel(20, 150)).toEqual([...palette.background]);
    // The glyph's frame crosses the middle row on the left of the centre.
    let glyphPixels = 0;
    for (let x = 0; x < width; x += 1) if (pixel(x, 150).join() === palette.glyph.join()) glyphPixels += 1;
    expect(glyphPixels).toBeGreaterThan(4);
  });
});

describe('hexToRgb', () => {
  it('parses #rrggbb', () => {
    expect(hexToRgb('#0f2238')).toEqual([15, 34, 56]);
    expect(() => hexToRgb('rgba(0,0,0,1)')).toThrow();
  });
});
