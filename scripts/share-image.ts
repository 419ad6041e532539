/**
 * Draws one page's share picture (lib/shareImages.ts) into a file, without a build: a look at
 * it after changing a vehicle, a service or the drawing.
 *   npx tsx scripts/share-image.ts /gielle-rental/carrello-diesel-3t shots/carrello.jpg
 * --illustration /images/... draws another picture in place of the page's own, and --public
 * reads pictures from another folder than public/ (the generator's test uses both).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderPageShareImage } from '../components/seo/pageShareImage';
import { pageShareImages } from '../lib/shareImages';
import { takeOption } from './cliOptions.mjs';

async function main() {
  const args = process.argv.slice(2);
  const illustration = takeOption(args, 'illustration', '');
  const publicDir = takeOption(args, 'public', join(process.cwd(), 'public'));
  const [pagePath, file] = args;
  const found = pageShareImages().find((item) => item.pagePath === pagePath);
  if (!found || !file) {
    console.error(
      'usage: share-image.ts <vehicle or service page path> <file.jpg> [--illustration /images/…] [--public dir]',
    );
    process.exit(1);
  }
  const image = illustration ? { ...found.image, card: { ...found.image.card, illustration } } : found.image;
  const bytes = await renderPageShareImage(image, publicDir);
  writeFileSync(file, bytes);
  console.log(
    `${file}: ${image.width}x${image.height}, ${(bytes.length / 1024).toFixed(1)} KB (${image.path} in the export)`,
  );
}

void main();
