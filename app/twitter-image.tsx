import OpenGraphImage, { alt as shareAlt, size as shareSize } from './opengraph-image';

/** Twitter/X cards (summary_large_image) use the same 1200x630 share image as Open Graph. */
export const dynamic = 'force-static';
export const alt = shareAlt;
export const size = shareSize;
export const contentType = 'image/png';

export default OpenGraphImage;
