import { join } from 'node:path';
import { writeGenerated } from './lib/content/generate';
import { loadContent } from './lib/content/load';
import { problemLine } from './lib/content/problems';

/**
 * Tests import the content modules, which read content/generated/: write it first, as the build
 * does, so `npx jest` on a fresh clone needs no other step.
 */
export default function generateContent(): void {
  const root = __dirname;
  const { content, problems } = loadContent(root);
  if (!content || problems.length > 0) throw new Error(`Invalid content:\n${problems.map(problemLine).join('\n')}`);
  writeGenerated(join(root), content);
}
