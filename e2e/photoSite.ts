import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest, type PictureEntry } from '../scripts/imageManifest';
import { treeFingerprint } from '../scripts/builtFrom';
import { carriesExif, makeTestPhoto } from '../scripts/testPhoto';
import { makeRepoCopy, type RepoCopy } from './repoCopy';

/**
 * The site as it will be once the office adds its photos: a throw-away copy of this repository
 * where a phone-like photo made here (4000x3000, 5-6 MB JPEG with camera and GPS EXIF; never
 * committed) is one vehicle's picture, one service's and the first home slide's, built once.
 * e2e/photos.spec.ts checks its bytes and markup; the audit (scripts/measure/audit.ts) runs Lighthouse on
 * its vehicle page.
 */
export const PHOTO_VEHICLE = 'carrello-diesel-3t';
export const PHOTO_SERVICE = 'facchinaggio';
export const PHOTO = '/images/fleet/foto-di-prova.jpg';

export interface PhotoSite {
  copy: RepoCopy;
  /** The test photo's size as uploaded. */
  photoBytes: number;
  /** Whether the uploaded photo carried EXIF (it must: the build has to strip it). */
  photoHadExif: boolean;
  /** What the build wrote for the photo. */
  entry: PictureEntry | undefined;
}

/**
 * Where the last photo site built is kept, with the fingerprint of the tree it was built from
 * (scripts/builtFrom.ts): the audit, which runs after the tests in CI, takes it from there
 * instead of building it again while the tree is unchanged. In node_modules/.cache, beside the
 * photos' variants; one site at a time.
 */
const KEPT_DIR = join(process.cwd(), 'node_modules', '.cache', 'gielle-photo-site');

/** The out/ of a photo site built from the tree fingerprinted `tree`, if one is kept. */
export function keptPhotoSite(tree: string | undefined): string | undefined {
  if (!tree) return undefined;
  const out = join(KEPT_DIR, tree, 'out');
  return existsSync(out) ? out : undefined;
}

function keepPhotoSite(tree: string | undefined, out: string): void {
  if (!tree) return;
  rmSync(KEPT_DIR, { recursive: true, force: true });
  // Copied whole under a temporary name, then named: a site half copied is never found.
  const partial = join(KEPT_DIR, `${tree}.partial`);
  mkdirSync(partial, { recursive: true });
  cpSync(out, join(partial, 'out'), { recursive: true });
  renameSync(partial, join(KEPT_DIR, tree));
}

/** Copies the repository, puts the photo in, builds with `script` (build:e2e for the tests), keeps its out/. */
export async function buildPhotoSite(script = 'build:e2e'): Promise<PhotoSite> {
  const tree = treeFingerprint(process.cwd());
  const copy = makeRepoCopy();
  const photo = await makeTestPhoto();
  writeFileSync(join(copy.dir, 'public', PHOTO), photo);
  const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
    const path = join(copy.dir, file);
    const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    change(data);
    writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
  };
  edit(`content/fleet/${PHOTO_VEHICLE}.json`, (data) => (data.image = PHOTO));
  edit(`content/services/${PHOTO_SERVICE}.json`, (data) => (data.image = PHOTO));
  edit('content/home-slides.json', (data) => ((data.slides as { image: string }[])[0]!.image = PHOTO));
  const build = await copy.run('npm', ['run', script]);
  if (build.code !== 0) {
    copy.remove();
    throw new Error(`the copy with a photo did not build:\n${build.output.slice(-3000)}`);
  }
  keepPhotoSite(tree, join(copy.dir, 'out'));
  return { copy, photoBytes: photo.length, photoHadExif: carriesExif(photo), entry: readManifest(copy.dir)[PHOTO] };
}
