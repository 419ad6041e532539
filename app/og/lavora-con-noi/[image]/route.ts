import { shareImageResponse } from '@/components/seo/pageShareImage';
import { careersShareImages } from '@/lib/positionShareImages';

/**
 * /og/lavora-con-noi/<file>.jpg: the share pictures of /lavora-con-noi and of each position's page,
 * written into out/ at build time. The careers page's own picture keeps the list from being empty
 * when no position is published (a static export refuses a dynamic route without params).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

const imageFile = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export function generateStaticParams() {
  return careersShareImages().map(({ image }) => ({ image: imageFile(image.path) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const found = careersShareImages().find((item) => imageFile(item.image.path) === image);
  if (!found) return new Response(null, { status: 404 });
  return shareImageResponse(found.image);
}
