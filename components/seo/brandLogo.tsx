import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { brandLogo } from '@/lib/brandLogo';

/**
 * The brand mark drawn from app/icon.svg itself, scaled to a square PNG (lib/brandLogo.ts): when
 * the mark changes, the raster follows at the next build. Read from disk at build time only
 * (the route is static), by next/og with no network.
 */
export function renderBrandLogo(): ImageResponse {
  const svg = readFileSync(join(process.cwd(), 'app', 'icon.svg'));
  const source = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  return new ImageResponse(
    // next/og draws plain elements, not the site's components: an <img> of the SVG is the image.
    // eslint-disable-next-line @next/next/no-img-element -- next/og draws <img>, not next/image
    <img src={source} width={brandLogo.size} height={brandLogo.size} alt="" />,
    { width: brandLogo.size, height: brandLogo.size },
  );
}
