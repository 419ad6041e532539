import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import PDFDocument from 'pdfkit';

/**
 * Files a clerk uploads in e2e/cms-uploads.spec.ts, made at test time: a phone photo (4000 × 3000
 * JPEG of 7+ MB, as cameras write them, with an EXIF block that says "rotate 90°"), a small PDF
 * and one over the editor's 10 MB limit.
 */

export interface UploadFiles {
  dir: string;
  photo: { path: string; bytes: number };
  pdf: { path: string; bytes: Buffer };
  hugePdf: { path: string; bytes: number };
}

/**
 * EXIF APP1 segment with one tag, Orientation = 6 (the camera was held upright: show the picture
 * turned 90° clockwise), as a phone writes it. Little-endian TIFF.
 */
function exifOrientation6(): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4); // first IFD
  tiff.writeUInt16LE(1, 8); // one entry
  tiff.writeUInt16LE(0x0112, 10); // Orientation
  tiff.writeUInt16LE(3, 12); // SHORT
  tiff.writeUInt32LE(1, 14); // count
  tiff.writeUInt16LE(6, 18); // value
  tiff.writeUInt32LE(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** A 4000 × 3000 photo: soft gradients under fine noise (a real encoder, high quality: 7+ MB). */
function phonePhoto(): Buffer {
  const width = 4000;
  const height = 3000;
  const data = Buffer.alloc(width * height * 4);
  let seed = 41;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 24;
  };
  const clamp = (value: number) => Math.max(0, Math.min(255, value));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const n = noise();
      data[i] = clamp((x / width) * 200 + 30 + n);
      data[i + 1] = clamp((y / height) * 180 + 40 + n);
      data[i + 2] = clamp(120 + 60 * Math.sin(x / 200) + n);
      data[i + 3] = 255;
    }
  }
  const encoded = jpeg.encode({ data, width, height }, 98).data;
  // After SOI (FFD8), the EXIF segment a camera puts first.
  return Buffer.concat([encoded.subarray(0, 2), exifOrientation6(), encoded.subarray(2)]);
}

function certificatePdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', info: { Title: 'Certificato di prova caricato dall’editor' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(20).text('Certificato di prova caricato dall’editor');
    doc.end();
  });
}

export async function makeUploadFiles(): Promise<UploadFiles> {
  const dir = mkdtempSync(join(tmpdir(), 'gielle-uploads-'));
  const photo = phonePhoto();
  const photoPath = join(dir, 'FotoCarrello.jpg');
  writeFileSync(photoPath, photo);
  const pdf = await certificatePdf();
  const pdfPath = join(dir, 'certificato-prova-upload.pdf');
  writeFileSync(pdfPath, pdf);
  // Over 10 MB: only its size matters, the editor refuses it before reading it.
  const hugePath = join(dir, 'catalogo-enorme.pdf');
  const huge = Buffer.alloc(10_500_000, 0x20);
  huge.write('%PDF-1.4\n', 0, 'latin1');
  writeFileSync(hugePath, huge);
  return {
    dir,
    photo: { path: photoPath, bytes: photo.length },
    pdf: { path: pdfPath, bytes: pdf },
    hugePdf: { path: hugePath, bytes: huge.length },
  };
}

/** Width and height of a JPEG, from its frame header (SOF0-SOF15, not DHT, JPG, DAC). */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`JPEG marker expected at ${offset}`);
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no JPEG frame header');
}

/** Whether a JPEG still carries an EXIF block. */
export const hasExif = (bytes: Buffer) => bytes.includes(Buffer.from('Exif\0\0', 'latin1'));
