/**
 * The steps before `next build`, in order, in one process (each was a `tsx` of its own: seven
 * start-ups of about a second and a half, on the path of every build and of npm test):
 *
 * 1. content: checks the content and writes content/generated/ (a broken file never builds);
 * 2. images: the photos' variants;
 * 3. goLive: the warning about sample values (stops the build under GO_LIVE=1);
 * 4. documents: the PDFs; 5. placeholders: the fallback images; 6. pdf.js's worker;
 * 7. the editor into public/admin/ (stops the build under GO_LIVE=1 if it is not set up).
 *
 * Each step is also a script of its own (`tsx scripts/<step>.ts`).
 */
import { run as checkAndWriteContent } from './content';

async function prebuild(): Promise<boolean> {
  if (!(await checkAndWriteContent({ write: true }))) return false;
  // The other steps read the site's content through content/generated/, which the first step
  // has just written: loaded only now (on a fresh clone it does not exist before).
  const { writeSitePictures } = await import('./images');
  await writeSitePictures();
  const { reportSamples } = await import('./goLive');
  if (!reportSamples()) return false;
  const { writeSiteDocuments } = await import('./generate-documents');
  await writeSiteDocuments();
  const { writePlaceholders } = await import('./generate-placeholders');
  writePlaceholders();
  const { copyPdfWorker } = await import('./copy-pdf-worker');
  copyPdfWorker();
  const { writeEditorForBuild } = await import('./cms-admin');
  return writeEditorForBuild();
}

prebuild().then(
  (done) => {
    if (!done) process.exit(1);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
