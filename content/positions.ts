import positionFiles from './generated/positions.json';
import type { PositionFile } from './schema/position';

/**
 * The company's positions, open or closed, newest first (content/positions/, checked and written
 * by the content check). Whether one is open is decided by date (lib/positions.ts): at build time
 * for the listing, the sitemap and the search index, and again in the browser between builds.
 */
export type Position = PositionFile;

// JSON of an empty folder types as never[]: the content check has already parsed every file.
export const positions: readonly Position[] = positionFiles as Position[];

export function positionBySlug(slug: string): Position | undefined {
  return positions.find((position) => position.slug === slug);
}

/** Where a position's page is. */
export const positionPath = (slug: string) => `/lavora-con-noi/${slug}`;
