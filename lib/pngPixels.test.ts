import { deflateSync } from 'node:zlib';
import { crc32, encodePng, PNG_SIGNATURE } from './placeholderPng';
import { decodePng } from './pngPixels';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG whose row y is stored with filter y % 5: every filter type the decoder must undo. */
function filteredRgbaPng(width: number, height: number, rgba: (x: number, y: number) => number[]): Buffer {
  const stride = width * 4;
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y += 1) {
    const line = Buffer.from(Array.from({ length: width }, (_, x) => rgba(x, y)).flat());
    const filter = y % 5;
    const out = Buffer.alloc(stride + 1);
    out[0] = filter;
    for (let i = 0; i < stride; i += 1) {
      const left = i >= 4 ? line[i - 4]! : 0;
      const up = previous[i]!;
      const upLeft = i >= 4 ? previous[i - 4]! : 0;
      const p = left + up - upLeft;
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft)
          ? left
          : Math.abs(p - up) <= Math.abs(p - upLeft)
            ? up
            : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter]!;
      out[i + 1] = (line[i]! - predicted) & 0xff;
    }
    rows.push(out);
    previous = line;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('decodePng', () => {
  test('reads an RGB PNG as RGBA, opaque', () => {
    const image = decodePng(encodePng(3, 2, (x, y) => [x * 80, y * 100, 7]));
    expect([image.width, image.height]).toEqual([3, 2]);
    expect(Array.from(image.data.subarray(0, 8))).toEqual([0, 0, 7, 255, 80, 0, 7, 255]);
    expect(Array.from(image.data.subarray(20, 24))).toEqual([160, 100, 7, 255]);
  });

  test('undoes all five filter types of an RGBA PNG', () => {
    const rgba = (x: number, y: number) => [
      (x * 37 + y * 11) & 0xff,
      (x * y * 5) & 0xff,
      (255 - x * 9) & 0xff,
      (y * 40) & 0xff,
    ];
    const image = decodePng(filteredRgbaPng(9, 10, rgba));
    for (let y = 0; y < 10; y += 1) {
      for (let x = 0; x < 9; x += 1)
        expect(Array.from(image.data.subarray((y * 9 + x) * 4, (y * 9 + x) * 4 + 4))).toEqual(rgba(x, y));
    }
  });

  test('refuses what it cannot read instead of decoding it wrong', () => {
    expect(() => decodePng(Buffer.from('not a png'))).toThrow('Not a PNG');
    const header = Buffer.alloc(13);
    header.writeUInt32BE(1, 0);
    header.writeUInt32BE(1, 4);
    header[8] = 16;
    header[9] = 6;
    expect(() => decodePng(Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header)]))).toThrow('Unsupported PNG');
  });
});
