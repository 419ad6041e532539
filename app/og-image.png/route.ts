import { renderShareImage } from '@/components/seo/shareImage';

/** /og-image.png: the 1200x630 share image of every route, written into out/ at build time. */
export const dynamic = 'force-static';

export function GET() {
  return renderShareImage();
}
