import { inflateSync } from 'node:zlib';
import { PNG_SIGNATURE } from './placeholderPng';

/**
 * The pixels of a PNG, as RGBA: enough of a decoder for the images the build draws itself
 * (next/og's output, lib/placeholderPng's), 8-bit truecolour with or without alpha, not
 * interlaced. Anything else is refused by name rather than decoded wrong. Build-time only
 * (node:zlib).
 */
export interface RgbaImage {
  width: number;
  height: number;
  /** width x height x 4 bytes, row by row. */
  data: Uint8Array;
}

const CHANNELS: Partial<Record<number, number>> = { 2: 3, 6: 4 };

export function decodePng(bytes: Uint8Array): RgbaImage {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!buffer.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('Not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < buffer.length;) {
    const length = buffer.readUInt32BE(at);
    const type = buffer.toString('ascii', at + 4, at + 8);
    const body = buffer.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      channels = CHANNELS[colourType ?? -1] ?? 0;
      if (depth !== 8 || !channels || interlace !== 0) {
        throw new Error(`Unsupported PNG: bit depth ${depth}, colour type ${colourType}, interlace ${interlace}`);
      }
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!width || !height) throw new Error('PNG without a header');

  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const start = y * (stride + 1);
    const filter = raw[start];
    const line = new Uint8Array(raw.subarray(start + 1, start + 1 + stride));
    for (let i = 0; i < stride; i += 1) {
      const left = i >= channels ? (line[i - channels] ?? 0) : 0;
      const up = previous[i] ?? 0;
      const upLeft = i >= channels ? (previous[i - channels] ?? 0) : 0;
      line[i] = ((line[i] ?? 0) + predict(filter, left, up, upLeft)) & 0xff;
    }
    for (let x = 0; x < width; x += 1) {
      const to = (y * width + x) * 4;
      const from = x * channels;
      pixels[to] = line[from] ?? 0;
      pixels[to + 1] = line[from + 1] ?? 0;
      pixels[to + 2] = line[from + 2] ?? 0;
      pixels[to + 3] = channels === 4 ? (line[from + 3] ?? 0) : 255;
    }
    previous = line;
  }
  return { width, height, data: pixels };
}

/** The PNG filter types (spec section 9.2): what each byte was stored relative to. */
function predict(filter: number | undefined, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const p = left + up - upLeft;
      const pa = Math.abs(p - left);
      const pb = Math.abs(p - up);
      const pc = Math.abs(p - upLeft);
      return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    }
    default:
      throw new Error(`Unknown PNG filter ${filter}`);
  }
}
