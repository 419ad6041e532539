/**
 * Uploads in the editor (issue 41): what a picture or a PDF becomes before Decap CMS stores it.
 * Part of the editor's browser script: scripts/cms-editor.ts imports it and scripts/cms-admin.ts
 * inlines it into public/admin/editor.js. The sizing rules are pure functions (unit-tested in
 * scripts/cms-uploads.test.ts); watchUploads() wires them to the page.
 *
 * A phone photo is 4000 × 3000 px and 3-8 MB, with its EXIF (camera, often the place it was
 * taken). The site shows no picture wider than 2560 px, and every byte of an upload stays in the
 * repository's history forever. So a photo is reduced in the browser before Decap reads it: its
 * long edge to 2560 px at most, re-encoded in its own format (JPEG or WebP at quality 0.85, PNG
 * lossless, keeping transparency), which also drops its EXIF; the camera's orientation is applied
 * first (createImageBitmap with imageOrientation 'from-image'), so an upright phone photo stays
 * upright. Reducing rather than refusing: the clerk uploads the photo as the phone made it. What
 * cannot be made small enough, a PDF over 10 MB or a picture still over 3 MB once reduced, is
 * refused with an Italian message naming the size allowed, and nothing is uploaded.
 *
 * Decap 3.16's own `media_processing` option was not used: its `width` is a fixed width (a small
 * picture is enlarged, a portrait photo keeps a long edge over the limit) and it has no size limit.
 */

/** The longest side of a picture the repository keeps, in pixels. */
export const MAX_IMAGE_EDGE = 2560;
/** JPEG and WebP quality of a reduced picture. */
export const IMAGE_QUALITY = 0.85;
/** A picture within MAX_IMAGE_EDGE is re-encoded all the same above this size (quality 100, EXIF). */
export const REENCODE_ABOVE_BYTES = 1_000_000;
/** The largest picture stored, after reduction. */
export const MAX_IMAGE_BYTES = 3_000_000;
/** The largest PDF (or other document) stored. */
export const MAX_DOCUMENT_BYTES = 10_000_000;

/** Pictures the browser can decode and encode again in the same format. */
const REENCODABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** Sides of a picture with its long edge at most `maxEdge`, proportions kept; never enlarged. */
export function reducedSize(
  width: number,
  height: number,
  maxEdge = MAX_IMAGE_EDGE,
): { width: number; height: number } {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge) return { width, height };
  const scale = maxEdge / longEdge;
  return {
    width: width >= height ? maxEdge : Math.max(1, Math.round(width * scale)),
    height: height > width ? maxEdge : Math.max(1, Math.round(height * scale)),
  };
}

/** Bytes as an Italian reader writes megabytes: 12.345.678 → "12,3 MB". */
export function megabytes(bytes: number): string {
  return `${(Math.round(bytes / 100_000) / 10).toString().replace('.', ',')} MB`;
}

const isPdf = (file: FileFacts) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
const isPicture = (file: FileFacts) => file.type.startsWith('image/');

/** Italian messages, each naming the file and the size allowed. */
export const messages = {
  pdfTooLarge: (file: FileFacts) =>
    `«${file.name}» pesa ${megabytes(file.size)}: un PDF può pesare al massimo ${megabytes(MAX_DOCUMENT_BYTES)}. ` +
    'Salvalo di nuovo in formato ridotto (per esempio «Riduci dimensione file» o «Ottimizzato per il web») e ricaricalo.',
  pictureTooLarge: (file: FileFacts) =>
    `«${file.name}» pesa ${megabytes(file.size)}: un’immagine può pesare al massimo ${megabytes(MAX_IMAGE_BYTES)}. ` +
    'Salvala come JPEG e ricaricala.',
  reducedTooLarge: (file: FileFacts, width: number, height: number) =>
    `«${file.name}» pesa ancora ${megabytes(file.size)} ridotta a ${width} × ${height} px: un’immagine può pesare al massimo ` +
    `${megabytes(MAX_IMAGE_BYTES)}. Salvala come JPEG e ricaricala.`,
  fileTooLarge: (file: FileFacts) =>
    `«${file.name}» pesa ${megabytes(file.size)}: un file può pesare al massimo ${megabytes(MAX_DOCUMENT_BYTES)}.`,
  unreadable: (file: FileFacts) => `«${file.name}» non si apre come immagine: salvala come JPEG o PNG e ricaricala.`,
};

/** What to do with a chosen file before its sides are known. */
export type UploadPlan =
  | { action: 'keep' }
  | { action: 'refuse'; message: string }
  /** Decode it, then ask reductionFor(). */
  | { action: 'inspect' };

export function uploadPlan(file: FileFacts): UploadPlan {
  if (REENCODABLE.has(file.type)) return { action: 'inspect' };
  if (isPdf(file))
    return file.size > MAX_DOCUMENT_BYTES
      ? { action: 'refuse', message: messages.pdfTooLarge(file) }
      : { action: 'keep' };
  // SVG, AVIF, GIF…: stored as they are, if small enough.
  if (isPicture(file))
    return file.size > MAX_IMAGE_BYTES
      ? { action: 'refuse', message: messages.pictureTooLarge(file) }
      : { action: 'keep' };
  return file.size > MAX_DOCUMENT_BYTES
    ? { action: 'refuse', message: messages.fileTooLarge(file) }
    : { action: 'keep' };
}

/** How a decodable picture of these sides is stored: as it is, or re-encoded at `width` × `height`. */
export function reductionFor(
  file: FileFacts,
  width: number,
  height: number,
): { action: 'keep' } | { action: 'reencode'; width: number; height: number; type: string; quality?: number } {
  const size = reducedSize(width, height);
  const smaller = size.width !== width || size.height !== height;
  if (!smaller && file.size <= REENCODE_ABOVE_BYTES) return { action: 'keep' };
  return {
    action: 'reencode',
    ...size,
    type: file.type,
    ...(file.type === 'image/png' ? {} : { quality: IMAGE_QUALITY }),
  };
}

/**
 * After re-encoding: the file to store, or why none. A re-encoding no smaller than the original at
 * the same sides keeps the original; a result over MAX_IMAGE_BYTES is refused.
 */
export function afterReduction(
  original: FileFacts,
  reduced: FileFacts,
  resized: boolean,
  width: number,
  height: number,
): { use: 'original' | 'reduced' } | { refuse: string } {
  const use = !resized && reduced.size >= original.size ? 'original' : 'reduced';
  const stored = use === 'original' ? original : reduced;
  if (stored.size > MAX_IMAGE_BYTES) return { refuse: messages.reducedTooLarge(stored, width, height) };
  return { use };
}

/**
 * Where the editor's uploaded documents go (scripts/cms-config.ts's DOCUMENTS_MEDIA_FOLDER, which
 * a file field's library lists; repeated here because this file is inlined into the browser script
 * on its own, scripts/cms-admin.test.ts checks the two agree).
 */
export const UPLOADED_DOCUMENTS_FOLDER = 'public/documents/caricati';

const PICTURE_NAME = /\.(?:jpe?g|png|webp|avif|gif|svg)$/i;

/**
 * Where a file uploaded through the header's "Immagini e file" button is stored. That library's
 * folder is public/images, where a PDF is out of reach of the fields that use one (a certificate's
 * file lists public/documents/caricati): the clerk uploaded it again from the field, and the first
 * copy stayed in public/images, published and used by nothing. So a document (anything but a
 * picture) goes to the documents' folder instead; a picture, or a path already there, stays as it
 * is (null).
 */
export function documentUploadPath(path: string): string | null {
  const clean = path.replace(/^\/+/, '');
  const name = clean.split('/').pop() ?? '';
  if (!name || PICTURE_NAME.test(name) || clean.startsWith(`${UPLOADED_DOCUMENTS_FOLDER}/`)) return null;
  return `${UPLOADED_DOCUMENTS_FOLDER}/${name}`;
}

/** The part of Decap's AssetProxy a backend stores: its repository path (and the file). */
interface StoredAsset {
  path: string;
}

/** The part of a Decap backend's implementation (github, or proxy for decap-server) used here. */
interface BackendImplementation {
  persistMedia(asset: StoredAsset, options: { commitMessage?: string }): Promise<unknown>;
}

/**
 * Wraps a backend's persistMedia (what the header's library calls: uploads from an entry are
 * stored with the entry, at the field's own folder) so that a document goes to
 * documentUploadPath(), the commit message naming where it went. Returns the backend itself.
 */
export function storeDocumentsWithDocuments<T extends BackendImplementation>(backend: T): T {
  const persist = backend.persistMedia.bind(backend);
  backend.persistMedia = (asset, options) => {
    const moved = documentUploadPath(asset.path);
    if (!moved) return persist(asset, options);
    const commitMessage = options.commitMessage?.split(asset.path).join(moved);
    asset.path = moved;
    return persist(asset, { ...options, ...(commitMessage ? { commitMessage } : {}) });
  };
  return backend;
}

/**
 * A name as Decap stores an upload (lower case, accents and unsafe characters replaced): how a
 * field's value names a file just uploaded.
 */
export function storedName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9._~-]/g, '-');
}

/**
 * The file a broken thumbnail shows, from the uploads of this page (stored name → object URL):
 * a picture just uploaded is in no folder the page can load until the entry is saved (Decap keeps
 * it with the entry), and Decap's thumbnail asks for its address on the site, /images/…, which
 * answers 404 until then. Null for a picture not uploaded here, or one already shown from memory.
 */
export function uploadedThumbnail(src: string, uploads: ReadonlyMap<string, string>): string | null {
  if (!src.startsWith('/') || src.startsWith('//')) return null;
  const name = decodeURIComponent(src.split(/[?#]/)[0]?.split('/').pop() ?? '');
  return uploads.get(name) ?? uploads.get(storedName(name)) ?? null;
}

/** Decodes, reduces and re-encodes a picture in the browser. */
async function reencode(file: File, width: number, height: number, type: string, quality?: number): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob(quality === undefined ? { type } : { type, quality });
    return new File([blob], file.name, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

/** The file to hand to Decap, or the message that refuses it. */
export async function prepareUpload(file: File): Promise<{ file: File } | { refuse: string }> {
  const plan = uploadPlan(file);
  if (plan.action === 'keep') return { file };
  if (plan.action === 'refuse') return { refuse: plan.message };
  let sides: { width: number; height: number };
  try {
    // The sides as shown, after the camera's orientation (a portrait photo is stored landscape).
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    sides = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
  } catch {
    return file.size > MAX_IMAGE_BYTES ? { refuse: messages.unreadable(file) } : { file };
  }
  const reduction = reductionFor(file, sides.width, sides.height);
  if (reduction.action === 'keep') return { file };
  const reduced = await reencode(file, reduction.width, reduction.height, reduction.type, reduction.quality);
  const resized = reduction.width !== sides.width || reduction.height !== sides.height;
  const outcome = afterReduction(file, reduced, resized, reduction.width, reduction.height);
  if ('refuse' in outcome) return outcome;
  return { file: outcome.use === 'original' ? file : reduced };
}

/**
 * Catches the file inputs' change event before Decap's (React's listeners are on its root, below
 * the document: this one runs first, in the capture phase), prepares the file, puts the result in
 * the input (DataTransfer) and sends the change on to Decap; a refused file goes no further, and
 * the clerk reads why.
 */
export function watchUploads(doc: Document): void {
  const passed = new WeakSet<Event>();
  // Each picture handed to Decap, by the name it is stored under: a broken thumbnail of it is
  // shown from memory (uploadedThumbnail).
  const uploads = new Map<string, string>();
  doc.addEventListener(
    'error',
    (event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement)) return;
      const shown = uploadedThumbnail(image.getAttribute('src') ?? '', uploads);
      if (shown) image.src = shown;
    },
    true,
  );
  doc.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || passed.has(event)) return;
      const file = input.files?.[0];
      if (!file) return;
      event.stopImmediatePropagation();
      const root = doc.documentElement;
      root.style.cursor = 'progress';
      void prepareUpload(file)
        .catch((error: unknown) => ({ refuse: `«${file.name}» non è stato caricato: ${String(error)}` }))
        .then((prepared) => {
          root.style.cursor = '';
          if ('refuse' in prepared) {
            input.value = '';
            window.alert(prepared.refuse);
            return;
          }
          if (prepared.file !== file) {
            const transfer = new DataTransfer();
            transfer.items.add(prepared.file);
            input.files = transfer.files;
          }
          if (prepared.file.type.startsWith('image/'))
            uploads.set(storedName(prepared.file.name), URL.createObjectURL(prepared.file));
          const change = new Event('change', { bubbles: true });
          passed.add(change);
          input.dispatchEvent(change);
        });
    },
    true,
  );
}
