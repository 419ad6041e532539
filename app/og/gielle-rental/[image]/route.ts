import { shareImageResponse } from '@/components/seo/pageShareImage';
import { vehicles } from '@/content/fleet';
import { shareImageFile, vehicleShareImage } from '@/lib/shareImages';

/** /og/gielle-rental/<slug>.jpg: each vehicle page's share picture, written into out/ at build time. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return vehicles.map((vehicle) => ({ image: shareImageFile(vehicle.slug) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const vehicle = vehicles.find((item) => shareImageFile(item.slug) === image);
  if (!vehicle) return new Response(null, { status: 404 });
  return shareImageResponse(vehicleShareImage(vehicle));
}
