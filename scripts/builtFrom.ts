/**
 * Which working tree a build in out/ was made from, so the audit can measure the build `npm test`
 * has just made and tested instead of making it again (about a minute on two cores), and the
 * photo site the photo test built (another). The tree's fingerprint covers every file git would
 * copy (workingTreeFiles, the list the tests' copies are made of); whatever the build writes is
 * ignored by git, so building does not change it.
 * The record also holds a fingerprint of out/sw.js, written last and listing every precached
 * file's revision: a build that failed or was made since no longer matches.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** In .next/, which is the tree's own: node_modules/.cache is shared with the tests' copies. */
const RECORD = join('.next', 'built-from.json');

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The files of the working tree at `root` that git would copy: tracked or not, ignored ones left
 * out, deleted ones too. The tests' copies of the repository are made of them (e2e/repoCopy.ts),
 * and the fingerprint below is of them. Throws outside a git work tree.
 */
export function workingTreeFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return listed
    .toString('utf8')
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)) && statSync(join(root, file)).isFile());
}

/**
 * The fingerprint of the files of the working tree at `root`; undefined outside a git work tree
 * (a host may build from an archive: nothing is recorded there, and the build goes on).
 */
export function treeFingerprint(root: string): string | undefined {
  let files: string[];
  try {
    files = workingTreeFiles(root);
  } catch {
    return undefined;
  }
  const hash = createHash('sha256');
  for (const file of files.sort())
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

function outputFingerprint(outDir: string): string | undefined {
  const worker = join(outDir, 'sw.js');
  return existsSync(worker) ? sha256(readFileSync(worker)) : undefined;
}

/** Records that `outDir` (relative to `root`) is a complete build of the tree at `root` as it is now. */
export function recordBuild(root: string, outDir = 'out'): void {
  const output = outputFingerprint(join(root, outDir));
  const tree = treeFingerprint(root);
  if (!output || !tree) return;
  const file = join(root, RECORD);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ tree, outDir, output }, null, 2)}\n`);
}

/** Whether `outDir` is a complete build of the tree at `root` as it is now (`tree`: its fingerprint, if already known). */
export function isBuildOf(root: string, outDir = 'out', tree = treeFingerprint(root)): boolean {
  const file = join(root, RECORD);
  if (!tree || !existsSync(file)) return false;
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as { tree?: string; outDir?: string; output?: string };
    return record.tree === tree && record.outDir === outDir && record.output === outputFingerprint(join(root, outDir));
  } catch {
    return false;
  }
}
