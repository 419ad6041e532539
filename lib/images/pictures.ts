import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { srcsetCandidates, type Picture } from './picture';

/**
 * Server side only (it reads a file): the variants scripts/images.ts wrote for a content
 * picture, looked up at build time and passed to SiteImage as a prop. An SVG drawing, or a
 * photo the step has not seen (a dev server started before it ran), has none and renders as
 * before.
 */
export interface PictureManifestEntry extends Picture {
  share: string;
  original: string;
  smallest: string;
}

const MANIFEST = join(process.cwd(), 'content/generated/pictures.json');

let cache: { mtime: number; entries: Record<string, PictureManifestEntry> } | undefined;

function manifest(): Record<string, PictureManifestEntry> {
  if (!existsSync(MANIFEST)) return {};
  // Read once per build; again when it changes (a dev server while the step runs again).
  const mtime = statSync(MANIFEST).mtimeMs;
  if (!cache || cache.mtime !== mtime)
    cache = { mtime, entries: JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, PictureManifestEntry> };
  return cache.entries;
}

/** The variants of a content picture, or undefined (SVG, or no variants written). */
export function pictureFor(src: string): Picture | undefined {
  const entry = manifest()[src];
  if (!entry) return undefined;
  const { width, height, avif, webp, fallback, fallbackType, src: fallbackSrc } = entry;
  return { width, height, avif, webp, fallback, fallbackType, src: fallbackSrc };
}

/** The pictures of several sources, by src, with only the photos in it (for a client island). */
export function picturesFor(sources: readonly string[]): Record<string, Picture> {
  const found: Record<string, Picture> = {};
  for (const src of sources) {
    const picture = pictureFor(src);
    if (picture) found[src] = picture;
  }
  return found;
}

/**
 * The same photo for a thumbnail: each srcset cut to its candidates no wider than maxWidth (the
 * narrowest one at least). A thumbnail never needs the wide variants, and a client island that
 * lists every vehicle carries its pictures in the page's data: six widths of three formats for
 * 18 vehicles would be most of that data for nothing.
 */
export function thumbnailPicture(picture: Picture, maxWidth: number): Picture {
  const cut = (srcset: string) => {
    const candidates = srcsetCandidates(srcset);
    const fitting = candidates.filter(([, width]) => Number(width?.replace('w', '')) <= maxWidth);
    return (fitting.length > 0 ? fitting : candidates.slice(0, 1)).map((candidate) => candidate.join(' ')).join(', ');
  };
  return { ...picture, avif: cut(picture.avif), webp: cut(picture.webp), fallback: cut(picture.fallback) };
}

/** Thumbnails (thumbnailPicture) of several sources, by src, photos only. */
export function thumbnailsFor(sources: readonly string[], maxWidth: number): Record<string, Picture> {
  return Object.fromEntries(
    Object.entries(picturesFor(sources)).map(([src, picture]) => [src, thumbnailPicture(picture, maxWidth)]),
  );
}

/** The 1200x630 share crop of a photo (/img/…-share.jpg), or undefined. */
export function sharePictureFor(src: string): string | undefined {
  return manifest()[src]?.share;
}
