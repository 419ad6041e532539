import { expect, test, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_IMAGE_EDGE } from '../scripts/cms-uploads';
import { ORIGINAL_MAX } from '../scripts/images';
import { standInForGitHub, signedInToGitHub } from './githubStandIn';
import { watchPolicy, withoutLocalDecapServer } from './policy';
import { isListening, makeRepoCopy, startCms, type RepoCopy, type RunningCms } from './repoCopy';
import { hasExif, jpegSize, makeUploadFiles, type UploadFiles } from './uploadFiles';

/**
 * Uploads in the editor (issue 41), as a clerk makes them: the button opens the system's file
 * chooser, a file is picked. A phone photo (4000 × 3000, 7+ MB, EXIF "rotate 90°") as a vehicle's
 * main picture through the field's own button, a PDF as a certificate's document, the same photo
 * through the header's "Media" button, and a PDF over 10 MB, refused with an Italian message.
 *
 * 1. The production backend: the export's /admin with its GitHub configuration, against a
 *    stand-in for GitHub's API (e2e/githubStandIn.ts): what the editor sends GitHub, blob by blob,
 *    tree and commit.
 * 2. The local backend: `npm run cms` on a copy of the repository (decap-server on
 *    CMS_E2E_LOCAL_PORT + 1, 8182; the preview on CMS_PREVIEW_PORT + 2, 4283): the files in the
 *    copy's working tree; then the copy's build (its one build) shows the picture on the vehicle
 *    page and serves the PDF.
 * Both: the stored photo has its long edge at 2560 px, upright, no EXIF and well under 1 MB; the PDF
 * is byte for byte the one picked; the editor's policy reports no violation.
 */

const LOCAL_PORT = Number(process.env.CMS_E2E_LOCAL_PORT ?? 8181) + 1;
const PREVIEW_PORT = Number(process.env.CMS_PREVIEW_PORT ?? 4281) + 2;
const BUILT_PORT = PREVIEW_PORT + 1;
const PREVIEW = `http://localhost:${PREVIEW_PORT}`;

const VEHICLE_SLUG = 'piattaforma-forbice-12m';
const VEHICLE_FILE = `content/fleet/${VEHICLE_SLUG}.json`;
const CERTIFICATE_ID = 'iso9001';
const CERTIFICATE_FILE = `content/certifications/${CERTIFICATE_ID}.json`;
const CERTIFICATE_TITLE = 'ISO 9001:2015';
/** Names as Decap stores them (lower case). */
const PHOTO = 'foto-carrello.jpg';
const MEDIA_PHOTO = 'foto-dal-pulsante-media.jpg';
const PDF = 'certificato-prova-upload.pdf';
const PHOTO_PATH = `public/images/fleet/${PHOTO}`;
const MEDIA_PHOTO_PATH = `public/images/${MEDIA_PHOTO}`;
const PDF_PATH = `public/documents/caricati/${PDF}`;

let files: UploadFiles;
const paths = { photo: '', mediaPhoto: '', pdf: '', hugePdf: '' };

test.beforeAll(async () => {
  files = await makeUploadFiles();
  paths.photo = join(files.dir, PHOTO);
  paths.mediaPhoto = join(files.dir, MEDIA_PHOTO);
  copyFileSync(files.photo.path, paths.photo);
  copyFileSync(files.photo.path, paths.mediaPhoto);
  paths.pdf = files.pdf.path;
  paths.hugePdf = files.hugePdf.path;
  expect(files.photo.bytes).toBeGreaterThan(5_000_000);
});

test.afterAll(() => {
  if (files) rmSync(files.dir, { recursive: true, force: true });
});

/** Opens the media library's file chooser with its upload button, picks `file`, waits for its card. */
async function uploadInLibrary(page: Page, file: string, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.locator('.nc-fileUploadButton').click();
  await (await chooser).setFiles(file);
  await expect(page.getByText(name, { exact: true })).toBeVisible({ timeout: 60_000 });
}

/**
 * Inserts the uploaded file into the field: Decap selects the file just uploaded by itself (and a
 * click on a selected card unselects it), so the card is clicked only while nothing is selected.
 */
async function chooseInLibrary(page: Page, name: string) {
  const choose = page.getByRole('button', { name: 'Usa il file scelto' });
  await expect(async () => {
    if (await choose.isDisabled()) await page.getByText(name, { exact: true }).click();
    await expect(choose).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await choose.click();
}

/** Publishes the open entry and waits until the editor says it is saved. */
async function publishNow(page: Page) {
  await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Pubblica ora' }).click();
  // Saved, or Decap's error (e.g. "Salvataggio della voce non riuscito: TypeError: Failed to fetch"
  // when the policy keeps it from reading the upload), which the failure then shows.
  const outcome = page.getByText(/^Voce salvata|non riuscit|Failed to/).first();
  await expect(outcome).toBeVisible({ timeout: 60_000 });
  expect(await outcome.textContent()).toMatch(/^Voce salvata/);
  await expect(page.getByRole('button', { name: 'Pubblicato', exact: true })).toBeVisible();
}

/**
 * The clerk's uploads, from the editor's collections page at `admin` (its address): the vehicle's
 * main picture and the certificate's PDF through their fields, then the header's **Immagini e file** button: the
 * huge PDF (refused: returns the message) and the photo again.
 */
async function uploadAsAClerk(page: Page, admin: string): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });

  // The vehicle's main picture: the field's button, the library's upload, choose it, publish.
  await page.goto(`${admin}#/collections/fleet/entries/${VEHICLE_SLUG}`);
  await page.getByRole('button', { name: 'Scegli un\'altra immagine' }).first().click();
  await uploadInLibrary(page, paths.photo, PHOTO);
  await chooseInLibrary(page, PHOTO);
  await publishNow(page);

  // The certificate's document. Through its collection's list: straight from one entry's address
  // to another's, the editor reloads the page (scripts/cms-editor.ts), a slow start of Decap.
  await page.goto(`${admin}#/collections/certifications`);
  await page.getByRole('link', { name: CERTIFICATE_TITLE }).click();
  await page.getByRole('button', { name: 'Scegli un altro file' }).click();
  await uploadInLibrary(page, paths.pdf, PDF);
  await chooseInLibrary(page, PDF);
  await publishNow(page);

  // The header's "Immagini e file" button, outside any entry: stored at once, in public/images.
  await page.goto(`${admin}#/collections/fleet`);
  await page.getByRole('button', { name: 'Immagini e file', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.locator('.nc-fileUploadButton').click();
  await (await chooser).setFiles(paths.hugePdf);
  await expect.poll(() => dialogs.length, { timeout: 10_000 }).toBe(1);
  await uploadInLibrary(page, paths.mediaPhoto, MEDIA_PHOTO);
  return dialogs;
}

/** The stored photo: long edge 2560 px, upright (the EXIF orientation applied), no EXIF, small. */
function expectReducedPhoto(bytes: Buffer | undefined, what: string) {
  expect(bytes, what).toBeDefined();
  const stored = bytes ?? Buffer.alloc(0);
  expect(jpegSize(stored), what).toEqual({ width: 1920, height: MAX_IMAGE_EDGE });
  expect(hasExif(stored), `${what}: EXIF dropped`).toBe(false);
  expect(stored.length, what).toBeLessThan(1_000_000);
  console.log(`${what}: ${files.photo.bytes} bytes picked (4000 × 3000) → ${stored.length} bytes stored (1920 × 2560)`);
}

const REFUSED = /^«catalogo-enorme\.pdf» pesa 10,5 MB: un PDF può pesare al massimo 10 MB\./;

test('GitHub (production): the picture, reduced, and the PDF go to GitHub as blobs of their paths, the entries point at them; no policy violation', async ({ page }) => {
  // Upper bounds for a busy two-core machine (Decap's start alone took 27 s there): about 45 s alone.
  test.setTimeout(240_000);
  const config = JSON.parse(readFileSync(join(process.cwd(), 'out/admin/config.json'), 'utf8')) as { backend: { repo: string; branch: string } };
  const github = await standInForGitHub(page, { repo: config.backend.repo, branch: config.backend.branch });
  await withoutLocalDecapServer(page);
  await signedInToGitHub(page);
  const violations = await watchPolicy(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Flotta Gielle Rental' })).toBeVisible({ timeout: 60_000 });

  const dialogs = await uploadAsAClerk(page, '/admin');
  expect(dialogs).toEqual([expect.stringMatching(REFUSED)]);
  await expect.poll(() => github.commits.length, { timeout: 20_000 }).toBe(3);

  // The vehicle: one commit with the reduced photo at its path and the entry pointing at it.
  const [vehicleCommit, certificateCommit, mediaCommit] = github.commits;
  // (The commit messages' wording is scripts/cms-config.ts's: only what they name is checked.)
  expect(vehicleCommit?.message).toContain(`“${VEHICLE_SLUG}”`);
  expect(vehicleCommit?.changes.map((change) => change.path).sort()).toEqual([PHOTO_PATH, VEHICLE_FILE].sort());
  expectReducedPhoto(github.file(PHOTO_PATH), 'GitHub, the field');
  const photoBlob = github.blobs.find((blob) => blob.sha === vehicleCommit?.changes.find((change) => change.path === PHOTO_PATH)?.sha);
  expect(photoBlob?.bytes.equals(github.file(PHOTO_PATH) ?? Buffer.alloc(0))).toBe(true);
  const vehicle = JSON.parse(github.file(VEHICLE_FILE)?.toString('utf8') ?? '{}') as { image?: string };
  expect(vehicle.image).toBe(`/images/fleet/${PHOTO}`);

  // The certificate: the PDF byte for byte at public/documents/caricati, the entry pointing at it.
  expect(certificateCommit?.message).toContain(`“${CERTIFICATE_ID}”`);
  expect(certificateCommit?.changes.map((change) => change.path).sort()).toEqual([PDF_PATH, CERTIFICATE_FILE].sort());
  expect(github.file(PDF_PATH)?.equals(files.pdf.bytes)).toBe(true);
  const certificate = JSON.parse(github.file(CERTIFICATE_FILE)?.toString('utf8') ?? '{}') as { file?: string };
  expect(certificate.file).toBe(`/documents/caricati/${PDF}`);

  // The header's "Immagini e file" button: a commit of its own with the photo, reduced; the refused PDF sent nothing.
  expect(mediaCommit?.message).toContain(MEDIA_PHOTO_PATH);
  expect(mediaCommit?.changes.map((change) => change.path)).toEqual([MEDIA_PHOTO_PATH]);
  expectReducedPhoto(github.file(MEDIA_PHOTO_PATH), 'GitHub, the header button');
  expect(github.blobs.some((blob) => blob.bytes.length > 5_000_000)).toBe(false);

  expect(github.unhandled).toEqual([]);
  expect(await violations()).toEqual([]);
});

test.describe.serial('the local backend (npm run cms) on a copy, then its build', () => {
  let copy: RepoCopy;
  let cms: RunningCms | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    for (const port of [LOCAL_PORT, PREVIEW_PORT, BUILT_PORT]) {
      expect(await isListening(port), `port ${port} is already taken`).toBe(false);
    }
    copy = makeRepoCopy();
    cms = await startCms(copy, { port: PREVIEW_PORT, localPort: LOCAL_PORT });
  });

  test.afterAll(async () => {
    await cms?.stop();
    copy?.remove();
  });

  const working = (path: string) => (existsSync(join(copy.dir, path)) ? readFileSync(join(copy.dir, path)) : undefined);
  const json = (path: string) => JSON.parse(working(path)?.toString('utf8') ?? '{}') as Record<string, unknown>;

  test('the picture, reduced, and the PDF are written in the working tree, the entries point at them; no policy violation', async ({ page }) => {
    test.setTimeout(240_000);
    const violations = await watchPolicy(page);
    await page.goto(`${PREVIEW}/admin/index.html`);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Flotta Gielle Rental' })).toBeVisible();

    const dialogs = await uploadAsAClerk(page, `${PREVIEW}/admin/index.html`);
    expect(dialogs).toEqual([expect.stringMatching(REFUSED)]);
    await expect.poll(() => existsSync(join(copy.dir, MEDIA_PHOTO_PATH)), { timeout: 10_000 }).toBe(true);

    expectReducedPhoto(working(PHOTO_PATH), 'local, the field');
    expectReducedPhoto(working(MEDIA_PHOTO_PATH), 'local, the header button');
    expect(working(PDF_PATH)?.equals(files.pdf.bytes)).toBe(true);
    expect(json(VEHICLE_FILE).image).toBe(`/images/fleet/${PHOTO}`);
    expect(json(CERTIFICATE_FILE).file).toBe(`/documents/caricati/${PDF}`);
    // Only those: two entries changed, the new files, nothing of the refused PDF.
    expect(copy.git('status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean).sort()).toEqual(
      [` M ${CERTIFICATE_FILE}`, ` M ${VEHICLE_FILE}`, `?? ${MEDIA_PHOTO_PATH}`, `?? ${PDF_PATH}`, `?? ${PHOTO_PATH}`].sort(),
    );
    // The uploads' own folder, which git does not ignore (the generated PDFs beside it it does).
    expect(readdirSync(join(copy.dir, 'public/documents/caricati'))).toEqual([PDF]);
    expect(await violations()).toEqual([]);
  });

  test('the copy’s build shows the new picture on the vehicle page, through its variants, and serves the PDF', async ({ page, request }) => {
    test.setTimeout(480_000);
    expect(await cms?.stop()).toBe(0);
    cms = undefined;
    const build = await copy.run('npm', ['run', 'build:e2e']);
    expect(build.code, build.output.slice(-3000)).toBe(0);
    const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(BUILT_PORT)], { cwd: copy.dir, stdio: 'ignore' });
    const built = `http://localhost:${BUILT_PORT}`;
    try {
      await expect.poll(() => isListening(BUILT_PORT), { timeout: 10_000 }).toBe(true);
      await page.goto(`${built}/gielle-rental/${VEHICLE_SLUG}`);
      // The build turned the upload into the page's variants (scripts/images.ts): the vehicle's
      // main picture is a <picture> of them, and the upload's own address serves a copy no wider
      // than ORIGINAL_MAX, without metadata.
      const picture = page.locator('main picture img').first();
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toMatch(/^\/img\/.+\.avif$/);
      await expect(picture).toHaveAttribute('width', '1920');
      await expect(picture).toHaveAttribute('height', String(MAX_IMAGE_EDGE));
      const served = await request.get(`${built}/images/fleet/${PHOTO}`);
      expect(served.status()).toBe(200);
      const original = await served.body();
      expect(Math.max(jpegSize(original).width, jpegSize(original).height)).toBeLessThanOrEqual(ORIGINAL_MAX);
      expect(hasExif(original)).toBe(false);
      const pdf = await request.get(`${built}/documents/caricati/${PDF}`);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).equals(files.pdf.bytes)).toBe(true);
      await page.goto(`${built}/`);
      await expect(page.locator(`a[href="/documents/caricati/${PDF}"]`).first()).toBeAttached();
    } finally {
      server.kill();
    }
  });
});
