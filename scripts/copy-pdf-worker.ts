/**
 * Copies pdf.js's worker and its standard font data from node_modules to public/pdfjs/, so the
 * PDF viewer (components/pdf) loads them from the site itself, never from a CDN. The worker's
 * name carries the pdf.js version, so a long-cached old worker never meets a newer pdf.js.
 * Runs before `next build` (npm "prebuild").
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PDFJS_PUBLIC_DIR, pdfWorkerSrc } from '../lib/pdfViewer';

export function copyPdfWorker() {
  const pdfjsDir = dirname(require.resolve('pdfjs-dist/package.json'));
  const { version } = JSON.parse(readFileSync(join(pdfjsDir, 'package.json'), 'utf8')) as { version: string };
  const publicDir = join(process.cwd(), 'public');
  const outDir = join(publicDir, PDFJS_PUBLIC_DIR);
  mkdirSync(outDir, { recursive: true });

  const workerName = pdfWorkerSrc(version).split('/').pop() ?? '';
  for (const name of readdirSync(outDir)) {
    if (name.startsWith('pdf.worker.') && name !== workerName) rmSync(join(outDir, name));
  }
  cpSync(join(pdfjsDir, 'build', 'pdf.worker.min.mjs'), join(outDir, workerName));
  cpSync(join(pdfjsDir, 'standard_fonts'), join(outDir, 'standard_fonts'), { recursive: true });
  console.log(`pdfjs: worker ${version} and standard fonts copied to public${PDFJS_PUBLIC_DIR}`);
}

if (require.main === module) copyPdfWorker();
