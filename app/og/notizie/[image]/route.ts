import { shareImageResponse } from '@/components/seo/pageShareImage';
import { newsPageShareImages } from '@/lib/newsShareImages';

/**
 * /og/notizie/<file>.jpg: the share pictures of /notizie and of each item with a photo, written
 * into out/ at build time. The listing's picture is always there, so the list is never empty.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export function generateStaticParams() {
  return newsPageShareImages().map(({ image }) => ({ image: fileOf(image.path) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const found = newsPageShareImages().find((entry) => fileOf(entry.image.path) === image);
  if (!found) return new Response(null, { status: 404 });
  return shareImageResponse(found.image);
}
