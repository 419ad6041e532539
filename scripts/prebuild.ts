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
import { writeEditorForBuild } from './cms-admin';
import { run as checkAndWriteContent } from './content';
import { copyPdfWorker } from './copy-pdf-worker';
import { writeSiteDocuments } from './generate-documents';
import { writePlaceholders } from './generate-placeholders';
import { reportSamples } from './goLive';
import { writeSitePictures } from './images';

async function prebuild(): Promise<boolean> {
  if (!(await checkAndWriteContent({ write: true }))) return false;
  await writeSitePictures();
  if (!reportSamples()) return false;
  await writeSiteDocuments();
  writePlaceholders();
  copyPdfWorker();
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
