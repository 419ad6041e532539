import { renderBrandLogo } from '@/components/seo/brandLogo';

/** /logo.png: the brand mark, 512x512, for the Organization's logo in structured data; written at build time. */
export const dynamic = 'force-static';

export function GET() {
  return renderBrandLogo();
}
