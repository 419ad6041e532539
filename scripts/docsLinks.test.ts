/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The documentation stands on its own: a README a newcomer reads in a few minutes, every topic
 * file reachable from it, no link to a file or heading that is not there, and no file of the
 * repository pointing at documents that live outside it (docs/architecture.md, "Conventions").
 */
const root = resolve(__dirname, '..');
const README = 'README.md';
const MAX_README_LINES = 300;

const docsFiles = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`)
  .sort();
const markdownFiles = [README, ...docsFiles];

const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The text outside fenced code blocks: a `#` or `[x](y)` inside a code sample is not markdown. */
function withoutCodeBlocks(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ''] of withoutCodeBlocks(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Relative links of a markdown file (inline code spans dropped), as [target, anchor]. */
function linksOf(text: string): { target: string; anchor: string | undefined }[] {
  const prose = withoutCodeBlocks(text).replace(/`[^`\n]*`/g, '');
  const links: { target: string; anchor: string | undefined }[] = [];
  for (const [, href = ''] of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue; // https:, mailto: …
    const [target = '', anchor] = href.split('#');
    links.push({
      target: decodeURIComponent(target),
      anchor: anchor === undefined ? undefined : decodeURIComponent(anchor),
    });
  }
  return links;
}

describe('the README', () => {
  const readme = read(README);

  it(`has at most ${MAX_README_LINES} lines`, () => {
    expect(readme.replace(/\n$/, '').split('\n').length).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it.each(docsFiles)('links to %s', (file) => {
    expect(linksOf(readme).map((link) => link.target)).toContain(file);
  });
});

describe.each(markdownFiles)('links of %s', (file) => {
  const links = linksOf(read(file));

  it('point at files of the repository that exist', () => {
    const missing = links
      .filter((link) => link.target !== '')
      .map((link) => link.target)
      .filter((target) => {
        const path = resolve(root, dirname(file), target);
        return relative(root, path).startsWith('..') || !existsSync(path);
      });
    expect(missing).toEqual([]);
  });

  it('point at headings that exist', () => {
    const broken = links
      .filter((link) => link.anchor !== undefined)
      .filter((link) => {
        const path = link.target === '' ? join(root, file) : resolve(root, dirname(file), link.target);
        if (!path.endsWith('.md') || !existsSync(path)) return false; // the file test reports it
        return !anchorsOf(readFileSync(path, 'utf8')).has(link.anchor ?? '');
      })
      .map((link) => `${link.target}#${link.anchor}`);
    expect(broken).toEqual([]);
  });
});

describe('the repository', () => {
  it('refers to no document outside it', () => {
    // Spelled in pieces, so that this file does not name them itself.
    const outside = ['SPEC', 'DESIGN'].map((name) => `${name}.md`).concat(['..', 'shared'].join('/'));
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file !== '' && existsSync(join(root, file)) && statSync(join(root, file)).isFile());
    expect(tracked.length).toBeGreaterThan(0);
    const offenders = tracked.filter((file) => {
      const bytes = readFileSync(join(root, file));
      if (bytes.subarray(0, 8000).includes(0)) return false; // binary
      const text = bytes.toString('utf8');
      return outside.some((name) => text.includes(name));
    });
    expect(offenders).toEqual([]);
  });
});
