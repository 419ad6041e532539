import { expect, type Page } from '@playwright/test';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_IMAGE_EDGE } from '../scripts/cms-uploads';
import { hasExif, jpegSize, makeUploadFiles, type UploadFiles } from './uploadFiles';

/**
 * Uploads in the editor (issue 41), as a clerk makes them: the button opens the system's file
 * chooser, a file is picked. A phone photo (4000 × 3000, 7+ MB, EXIF "rotate 90°") as a vehicle's
 * main picture through the field's own button, a PDF as a certificate's document, the same photo
 * through the header's "Immagini e file" button, and a PDF over 10 MB, refused with an Italian
 * message. Shared by the production backend's test (e2e/cms-uploads.spec.ts, against a stand-in
 * for GitHub) and the local backend's (e2e/cms.spec.ts, on its copy of the repository, whose one
 * build then shows them).
 */

export const UPLOADED = {
  vehicleSlug: 'piattaforma-forbice-12m',
  vehicleFile: 'content/fleet/piattaforma-forbice-12m.json',
  certificateId: 'iso9001',
  certificateFile: 'content/certifications/iso9001.json',
  certificateTitle: 'ISO 9001:2015',
  /** Names as Decap stores them (lower case). */
  photo: 'foto-carrello.jpg',
  mediaPhoto: 'foto-dal-pulsante-media.jpg',
  pdf: 'certificato-prova-upload.pdf',
  photoPath: 'public/images/fleet/foto-carrello.jpg',
  mediaPhotoPath: 'public/images/foto-dal-pulsante-media.jpg',
  pdfPath: 'public/documents/caricati/certificato-prova-upload.pdf',
} as const;

/** The message of the refused PDF. */
export const REFUSED = /^«catalogo-enorme\.pdf» pesa 10,5 MB: un PDF può pesare al massimo 10 MB\./;

/** The files made at test time, under the names the clerk's files have. */
export interface ClerkFiles {
  made: UploadFiles;
  photo: string;
  mediaPhoto: string;
}

export async function makeClerkFiles(): Promise<ClerkFiles> {
  const made = await makeUploadFiles();
  const files = { made, photo: join(made.dir, UPLOADED.photo), mediaPhoto: join(made.dir, UPLOADED.mediaPhoto) };
  copyFileSync(made.photo.path, files.photo);
  copyFileSync(made.photo.path, files.mediaPhoto);
  expect(made.photo.bytes).toBeGreaterThan(5_000_000);
  return files;
}

export function removeClerkFiles(files: ClerkFiles | undefined) {
  if (files) rmSync(files.made.dir, { recursive: true, force: true });
}

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
 * main picture and the certificate's PDF through their fields, then the header's **Immagini e
 * file** button: the huge PDF (refused: returns the message) and the photo again.
 */
export async function uploadAsAClerk(page: Page, admin: string, files: ClerkFiles): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });

  // The vehicle's main picture: the field's button, the library's upload, choose it, publish.
  await page.goto(`${admin}#/collections/fleet/entries/${UPLOADED.vehicleSlug}`);
  await page.getByRole('button', { name: "Scegli un'altra immagine" }).first().click();
  await uploadInLibrary(page, files.photo, UPLOADED.photo);
  await chooseInLibrary(page, UPLOADED.photo);
  await publishNow(page);

  // The certificate's document. Through its collection's list: straight from one entry's address
  // to another's, the editor reloads the page (scripts/cms-editor.ts), a slow start of Decap.
  await page.goto(`${admin}#/collections/certifications`);
  await page.getByRole('link', { name: UPLOADED.certificateTitle }).click();
  await page.getByRole('button', { name: 'Scegli un altro file' }).click();
  await uploadInLibrary(page, files.made.pdf.path, UPLOADED.pdf);
  await chooseInLibrary(page, UPLOADED.pdf);
  await publishNow(page);

  // The header's "Immagini e file" button, outside any entry: stored at once, in public/images.
  await page.goto(`${admin}#/collections/fleet`);
  await page.getByRole('button', { name: 'Immagini e file', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.locator('.nc-fileUploadButton').click();
  await (await chooser).setFiles(files.made.hugePdf.path);
  await expect.poll(() => dialogs.length, { timeout: 10_000 }).toBe(1);
  await uploadInLibrary(page, files.mediaPhoto, UPLOADED.mediaPhoto);
  return dialogs;
}

/** The stored photo: long edge 2560 px, upright (the EXIF orientation applied), no EXIF, small. */
export function expectReducedPhoto(bytes: Buffer | undefined, what: string, files: ClerkFiles) {
  expect(bytes, what).toBeDefined();
  const stored = bytes ?? Buffer.alloc(0);
  expect(jpegSize(stored), what).toEqual({ width: 1920, height: MAX_IMAGE_EDGE });
  expect(hasExif(stored), `${what}: EXIF dropped`).toBe(false);
  expect(stored.length, what).toBeLessThan(1_000_000);
  console.log(
    `${what}: ${files.made.photo.bytes} bytes picked (4000 × 3000) → ${stored.length} bytes stored (1920 × 2560)`,
  );
}
