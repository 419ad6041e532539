/**
 * An .ico file holding one PNG image (issue 43): browsers still ask for /favicon.ico (Chrome does
 * on a first visit, whatever the page's icon links say), and a 404 there is a wasted request and a
 * red line in every console. Every browser of the supported list reads PNG inside ICO.
 */
export function icoFromPng(png: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const header = new DataView(new ArrayBuffer(6 + 16));
  header.setUint16(0, 0, true); // reserved
  header.setUint16(2, 1, true); // type: icon
  header.setUint16(4, 1, true); // one image
  header.setUint8(6, size >= 256 ? 0 : size); // width (0 means 256)
  header.setUint8(7, size >= 256 ? 0 : size); // height
  header.setUint8(8, 0); // no palette
  header.setUint8(9, 0); // reserved
  header.setUint16(10, 1, true); // colour planes
  header.setUint16(12, 32, true); // bits per pixel
  header.setUint32(14, png.length, true); // image bytes
  header.setUint32(18, 6 + 16, true); // where they start
  const ico = new Uint8Array(6 + 16 + png.length);
  ico.set(new Uint8Array(header.buffer), 0);
  ico.set(png, 6 + 16);
  return ico;
}
