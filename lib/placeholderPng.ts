import { deflateSync } from 'node:zlib';

/**
 * The fallback images behind /api/placeholder/{width}/{height}: real PNG files written at build
 * time (scripts/generate-placeholders.ts), so a plain static host serves them. Build-time only
 * (uses node:zlib): never import this from a component.
 */

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit RGB PNG whose pixel (x, y) has the colour pixel(x, y) returns. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`Invalid PNG size ${width}x${height}`);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  header[10] = 0; // compression
  header[11] = 0; // filter
  header[12] = 0; // no interlace

  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      const offset = y * stride + 1 + x * 3;
      raw[offset] = r;
      raw[offset + 1] = g;
      raw[offset + 2] = b;
    }
  }

  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface PlaceholderPalette {
  background: Rgb;
  border: Rgb;
  glyph: Rgb;
}

/**
 * Pixel function of a placeholder: a soft surface with a thin frame and, centred, a picture
 * glyph (a framed landscape: a sun and a mountain) sized to the image.
 */
export function placeholderPixel(width: number, height: number, palette: PlaceholderPalette) {
  const size = Math.max(8, Math.round(Math.min(width, height) * 0.36));
  const glyphW = size;
  const glyphH = Math.round(size * 0.78);
  const left = Math.round((width - glyphW) / 2);
  const top = Math.round((height - glyphH) / 2);
  const stroke = Math.max(1, Math.round(size / 18));
  const border = Math.max(1, Math.round(Math.min(width, height) / 100));
  const sun = { x: left + glyphW * 0.7, y: top + glyphH * 0.3, r: glyphH * 0.11 };
  const baseY = top + glyphH - stroke;
  const peak = { x: left + glyphW * 0.38, y: top + glyphH * 0.38 };
  const halfBase = glyphW * 0.34;

  return (x: number, y: number): Rgb => {
    if (x < border || y < border || x >= width - border || y >= height - border) return palette.border;
    const inGlyph = x >= left && x < left + glyphW && y >= top && y < top + glyphH;
    if (!inGlyph) return palette.background;
    const onFrame = x < left + stroke || x >= left + glyphW - stroke || y < top + stroke || y >= top + glyphH - stroke;
    if (onFrame) return palette.glyph;
    if ((x - sun.x) ** 2 + (y - sun.y) ** 2 <= sun.r ** 2) return palette.glyph;
    // Mountain: a triangle from the peak down to the frame's bottom edge.
    if (y >= peak.y && y <= baseY) {
      const spread = ((y - peak.y) / (baseY - peak.y)) * halfBase;
      if (Math.abs(x - peak.x) <= spread) return palette.glyph;
    }
    return palette.background;
  };
}

export function placeholderPng(width: number, height: number, palette: PlaceholderPalette): Buffer {
  return encodePng(width, height, placeholderPixel(width, height, palette));
}
