import { shareImageResponse } from '@/components/seo/pageShareImage';
import { services } from '@/content/services';
import { serviceShareImage, shareImageFile } from '@/lib/shareImages';

/** /og/servizi/<slug>.jpg: each service page's share picture, written into out/ at build time. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ image: shareImageFile(service.slug) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const service = services.find((item) => shareImageFile(item.slug) === image);
  if (!service) return new Response(null, { status: 404 });
  return shareImageResponse(serviceShareImage(service));
}
