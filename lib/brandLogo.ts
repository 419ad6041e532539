/**
 * The brand mark as a raster image for search engines: Google reads an organisation's logo only
 * as a bitmap of at least 112x112 pixels, and the site's mark is an SVG (app/icon.svg).
 * app/logo.png/route.ts draws it from that file at build time.
 */
export const brandLogo = { path: '/logo.png', size: 512 } as const;
