import { renderTouchIcon } from '@/components/seo/shareImage';

/** /apple-icon.png: 180x180 touch icon (iOS home screen, web manifest), written at build time. */
export const dynamic = 'force-static';

export function GET() {
  return renderTouchIcon();
}
