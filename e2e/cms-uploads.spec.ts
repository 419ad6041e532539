import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expectReducedPhoto,
  makeClerkFiles,
  REFUSED,
  removeClerkFiles,
  UPLOADED,
  uploadAsAClerk,
  type ClerkFiles,
} from './clerkUploads';
import { standInForGitHub, signedInToGitHub } from './githubStandIn';
import { watchPolicy, withoutLocalDecapServer } from './policy';

/**
 * Uploads in the editor (issue 41) through the production backend: the export's /admin with its
 * GitHub configuration, against a stand-in for GitHub's API (e2e/githubStandIn.ts): what the
 * editor sends GitHub, blob by blob, tree and commit. The same uploads through the local backend,
 * and the build that shows them, are in e2e/cms.spec.ts (one copy of the repository, one build).
 * Both: the stored photo has its long edge at 2560 px, upright, no EXIF and well under 1 MB; the PDF
 * is byte for byte the one picked; the editor's policy reports no violation.
 */

const {
  vehicleSlug: VEHICLE_SLUG,
  vehicleFile: VEHICLE_FILE,
  certificateId: CERTIFICATE_ID,
  certificateFile: CERTIFICATE_FILE,
} = UPLOADED;
const { photo: PHOTO, pdf: PDF, photoPath: PHOTO_PATH, mediaPhotoPath: MEDIA_PHOTO_PATH, pdfPath: PDF_PATH } = UPLOADED;

let files: ClerkFiles;

test.beforeAll(async () => {
  files = await makeClerkFiles();
});

test.afterAll(() => removeClerkFiles(files));

test('GitHub (production): the picture, reduced, and the PDF go to GitHub as blobs of their paths, the entries point at them; no policy violation', async ({
  page,
}) => {
  // Upper bounds for a busy two-core machine (Decap's start alone took 27 s there): about 45 s alone.
  test.setTimeout(240_000);
  const config = JSON.parse(readFileSync(join(process.cwd(), 'out/admin/config.json'), 'utf8')) as {
    backend: { repo: string; branch: string };
  };
  const github = await standInForGitHub(page, { repo: config.backend.repo, branch: config.backend.branch });
  await withoutLocalDecapServer(page);
  await signedInToGitHub(page);
  const violations = await watchPolicy(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Flotta Gielle Rental' })).toBeVisible({ timeout: 60_000 });

  const dialogs = await uploadAsAClerk(page, '/admin', files);
  expect(dialogs).toEqual([expect.stringMatching(REFUSED)]);
  await expect.poll(() => github.commits.length, { timeout: 20_000 }).toBe(3);

  // The vehicle: one commit with the reduced photo at its path and the entry pointing at it.
  const [vehicleCommit, certificateCommit, mediaCommit] = github.commits;
  // (The commit messages' wording is scripts/cms-config.ts's: only what they name is checked.)
  expect(vehicleCommit?.message).toContain(`“${VEHICLE_SLUG}”`);
  expect(vehicleCommit?.changes.map((change) => change.path).sort()).toEqual([PHOTO_PATH, VEHICLE_FILE].sort());
  expectReducedPhoto(github.file(PHOTO_PATH), 'GitHub, the field', files);
  const photoBlob = github.blobs.find(
    (blob) => blob.sha === vehicleCommit?.changes.find((change) => change.path === PHOTO_PATH)?.sha,
  );
  expect(photoBlob?.bytes.equals(github.file(PHOTO_PATH) ?? Buffer.alloc(0))).toBe(true);
  const vehicle = JSON.parse(github.file(VEHICLE_FILE)?.toString('utf8') ?? '{}') as { image?: string };
  expect(vehicle.image).toBe(`/images/fleet/${PHOTO}`);

  // The certificate: the PDF byte for byte at public/documents/caricati, the entry pointing at it.
  expect(certificateCommit?.message).toContain(`“${CERTIFICATE_ID}”`);
  expect(certificateCommit?.changes.map((change) => change.path).sort()).toEqual([PDF_PATH, CERTIFICATE_FILE].sort());
  expect(github.file(PDF_PATH)?.equals(files.made.pdf.bytes)).toBe(true);
  const certificate = JSON.parse(github.file(CERTIFICATE_FILE)?.toString('utf8') ?? '{}') as { file?: string };
  expect(certificate.file).toBe(`/documents/caricati/${PDF}`);

  // The header's "Immagini e file" button: a commit of its own with the photo, reduced; the refused PDF sent nothing.
  expect(mediaCommit?.message).toContain(MEDIA_PHOTO_PATH);
  expect(mediaCommit?.changes.map((change) => change.path)).toEqual([MEDIA_PHOTO_PATH]);
  expectReducedPhoto(github.file(MEDIA_PHOTO_PATH), 'GitHub, the header button', files);
  expect(github.blobs.some((blob) => blob.bytes.length > 5_000_000)).toBe(false);

  expect(github.unhandled).toEqual([]);
  expect(await violations()).toEqual([]);
});
