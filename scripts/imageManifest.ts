/**
 * The photos' manifest (written by scripts/images.ts) and what reads it after the build, kept
 * apart from the encoder so the service worker step and the tests load no image library.
 */
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Picture } from '../lib/images/picture';

export const MANIFEST_PATH = 'content/generated/pictures.json';

export interface PictureEntry extends Picture {
  /** 1200x630 JPEG, as the site addresses it. */
  share: string;
  /** The stripped, bounded copy that replaces the original in out/. */
  original: string;
  /** Smallest file of the picture (AVIF at the narrowest width): what the service worker keeps. */
  smallest: string;
}

export type PictureManifest = Record<string, PictureEntry>;

/** Reads the manifest written by the last run (empty when there is none: no photos, or not run). */
export function readManifest(root: string): PictureManifest {
  const file = join(root, MANIFEST_PATH);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PictureManifest) : {};
}

/**
 * After the export: every photo's original in out/ is replaced by its stripped, bounded copy, so
 * no file of the site carries the camera's metadata (GPS included) or weighs megabytes.
 */
export function replaceOriginals(outDir: string, manifest: PictureManifest): number {
  let replaced = 0;
  for (const [src, entry] of Object.entries(manifest)) {
    const target = join(outDir, src);
    const safe = join(outDir, entry.original);
    if (!existsSync(safe)) throw new Error(`images: ${entry.original} missing from ${outDir}`);
    copyFileSync(safe, target);
    replaced += 1;
  }
  return replaced;
}
