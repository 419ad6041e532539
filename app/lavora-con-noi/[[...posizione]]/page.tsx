import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CareersPage } from '@/components/careers/CareersPage';
import { PositionPage } from '@/components/careers/positions/PositionPage';
import { pages } from '@/content/pages';
import { positionBySlug, positions } from '@/content/positions';
import { routeMetadata } from '@/lib/metadata';
import { careersShareImage, positionShareImage } from '@/lib/positionShareImages';
import { positionOpenOn, romeDay } from '@/lib/positions';
import { openPositions, positionPageMeta } from '@/lib/sitePages';

/**
 * /lavora-con-noi and /lavora-con-noi/<slug>, one optional catch-all: the site ships with no
 * positions, and a static export refuses a [slug] route whose params are empty
 * (vercel/next.js#71862), so the careers page itself is this route's first param.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ posizione: [] }, ...positions.map((position) => ({ posizione: [position.slug] }))];
}

type Props = { params: Promise<{ posizione?: string[] }> };

/** The position of /lavora-con-noi/<slug>; undefined for /lavora-con-noi itself. */
const positionOf = async (params: Props['params']) => {
  const [slug] = (await params).posizione ?? [];
  if (slug === undefined) return undefined;
  return positionBySlug(slug) ?? notFound();
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const position = await positionOf(params);
  if (!position) return routeMetadata(pages.careers, { image: careersShareImage() });
  const metadata = routeMetadata(positionPageMeta(position), { image: positionShareImage(position) });
  // Closed at the build: the page stays for old links, out of search results.
  return positionOpenOn(position, romeDay()) ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

export default async function CareersRoute({ params }: Props) {
  const position = await positionOf(params);
  if (!position) return <CareersPage open={openPositions()} />;
  return <PositionPage position={position} open={positionOpenOn(position, romeDay())} />;
}
