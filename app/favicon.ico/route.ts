import { renderTouchIcon } from '@/components/seo/shareImage';
import { icoFromPng } from '@/lib/ico';

/**
 * /favicon.ico: the touch icon's drawing at 32x32, written at build time (issue 43). Browsers ask
 * for this address on a first visit even with the page's SVG icon link; it answered 404.
 */
export const dynamic = 'force-static';

const SIZE = 32;

export async function GET() {
  const png = new Uint8Array(await renderTouchIcon(SIZE).arrayBuffer());
  return new Response(icoFromPng(png, SIZE), { headers: { 'Content-Type': 'image/x-icon' } });
}
