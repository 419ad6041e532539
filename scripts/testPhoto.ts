/**
 * A stand-in for a phone photo, made at test time (no photo is ever committed): 4000x3000 by
 * default, a sky and ground gradient with a machine-like block, blotchy texture at several
 * scales and fine sensor-like grain, so it compresses about as badly as a real one (5-6 MB as a
 * JPEG at quality 92). Deterministic (seeded). Optionally with EXIF (camera and GPS), as phones
 * write it.
 */
import sharp from 'sharp';

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth noise: a small random grid scaled up (bicubic), one channel, values 0-255. */
async function blotches(width: number, height: number, cell: number, next: () => number): Promise<Buffer> {
  const w = Math.max(2, Math.ceil(width / cell));
  const h = Math.max(2, Math.ceil(height / cell));
  const grid = Buffer.alloc(w * h);
  for (let i = 0; i < grid.length; i += 1) grid[i] = Math.floor(next() * 256);
  return sharp(grid, { raw: { width: w, height: h, channels: 1 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
}

export interface TestPhotoOptions {
  width?: number;
  height?: number;
  seed?: number;
  /** Amplitude of the per-pixel grain (0-255): more grain, bigger file. */
  grain?: number;
  quality?: number;
  /** Write EXIF (camera, date, GPS position) into the JPEG, as a phone does. */
  exif?: boolean;
}

export async function makeTestPhoto({
  width = 4000,
  height = 3000,
  seed = 41,
  grain = 40,
  quality = 92,
  exif = true,
}: TestPhotoOptions = {}): Promise<Buffer> {
  const next = random(seed);
  const [large, medium, small] = await Promise.all([
    blotches(width, height, 400, next),
    blotches(width, height, 60, next),
    blotches(width, height, 9, next),
  ]);
  const pixels = Buffer.alloc(width * height * 3);
  const horizon = Math.round(height * 0.55);
  const block = { x0: width * 0.28, x1: width * 0.72, y0: height * 0.3, y1: height * 0.75 };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      let r: number;
      let g: number;
      let b: number;
      if (x > block.x0 && x < block.x1 && y > block.y0 && y < block.y1) {
        // The machine: a yellow body with a dark band.
        const band = y > block.y0 + (block.y1 - block.y0) * 0.7;
        [r, g, b] = band ? [52, 50, 48] : [226, 176, 32];
      } else if (y < horizon) {
        const t = y / horizon;
        [r, g, b] = [120 + 90 * t, 165 + 60 * t, 225 + 20 * t];
      } else {
        const t = (y - horizon) / (height - horizon);
        [r, g, b] = [128 - 50 * t, 118 - 45 * t, 102 - 40 * t];
      }
      const texture =
        ((large[i] ?? 128) - 128) * 0.35 + ((medium[i] ?? 128) - 128) * 0.3 + ((small[i] ?? 128) - 128) * 0.35;
      const o = i * 3;
      pixels[o] = clamp(r + texture + (next() - 0.5) * grain);
      pixels[o + 1] = clamp(g + texture + (next() - 0.5) * grain);
      pixels[o + 2] = clamp(b + texture + (next() - 0.5) * grain);
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (exif) {
    image = image.withExif({
      IFD0: { Make: 'TestPhone', Model: 'TestPhone 15', Software: 'gielle-test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '15/1 5/1 0/1' },
    });
  }
  return image.jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/**
 * The part of an image file that holds metadata, not pixels: a JPEG's segments before its scan
 * (SOS), a WebP's chunk headers and metadata chunks (not VP8 data), an AVIF's boxes before its
 * media data (mdat). Searching the compressed pixels would find "GPS" by chance.
 */
function metadataRegion(bytes: Buffer): Buffer {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let at = 2; at + 4 < bytes.length;) {
      if (bytes[at] !== 0xff) break;
      const marker = bytes[at + 1] ?? 0;
      if (marker === 0xda) return bytes.subarray(0, at);
      at += 2 + bytes.readUInt16BE(at + 2);
    }
    return bytes;
  }
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    const parts: Buffer[] = [];
    for (let at = 12; at + 8 <= bytes.length;) {
      const id = bytes.toString('latin1', at, at + 4);
      const size = bytes.readUInt32LE(at + 4);
      parts.push(id.startsWith('VP8') ? bytes.subarray(at, at + 8) : bytes.subarray(at, at + 8 + size));
      at += 8 + size + (size % 2);
    }
    return Buffer.concat(parts);
  }
  const mdat = bytes.indexOf(Buffer.from('mdat'));
  return mdat > 0 ? bytes.subarray(0, mdat) : bytes;
}

/** True when an image file carries EXIF (a JPEG's Exif segment, a WebP's EXIF chunk, an AVIF's Exif item) or a GPS tag. */
export function carriesExif(bytes: Buffer): boolean {
  const head = metadataRegion(bytes).toString('latin1');
  return /exif|GPS/i.test(head);
}
