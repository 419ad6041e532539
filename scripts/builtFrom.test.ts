/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBuildOf, recordBuild, treeFingerprint } from './builtFrom';

describe('which working tree out/ was built from', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'built-from-'));
    execFileSync('git', ['init', '-q'], { cwd: root });
    write('.gitignore', 'out/\n.next/\n');
    write('content/fleet.json', '{"a":1}\n');
    execFileSync('git', ['add', '-A'], { cwd: root });
    write('out/sw.js', 'precache v1');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('holds while the tree stays as it was built, whatever the ignored files do', () => {
    expect(isBuildOf(root)).toBe(false);
    recordBuild(root);
    expect(isBuildOf(root)).toBe(true);
    write('out/index.html', 'a page');
    write('.next/cache/x', 'cache');
    expect(isBuildOf(root, 'out', treeFingerprint(root))).toBe(true);
  });

  it('fails once a file changes, an untracked one appears, or the build in out/ is another', () => {
    recordBuild(root);
    write('content/fleet.json', '{"a":2}\n');
    expect(isBuildOf(root)).toBe(false);
    write('content/fleet.json', '{"a":1}\n');
    expect(isBuildOf(root)).toBe(true);

    write('content/new.json', '{}\n');
    expect(isBuildOf(root)).toBe(false);
    rmSync(join(root, 'content/new.json'));
    expect(isBuildOf(root)).toBe(true);

    write('out/sw.js', 'precache v2');
    expect(isBuildOf(root)).toBe(false);
    expect(isBuildOf(root, 'elsewhere')).toBe(false);
  });

  it('records nothing outside a git work tree (a host building from an archive), and the build goes on', () => {
    rmSync(join(root, '.git'), { recursive: true });
    expect(treeFingerprint(root)).toBeUndefined();
    expect(() => recordBuild(root)).not.toThrow();
    expect(isBuildOf(root)).toBe(false);
  });

  it('records nothing for an out/ without its service worker (a build that did not finish)', () => {
    rmSync(join(root, 'out'), { recursive: true });
    recordBuild(root);
    expect(isBuildOf(root)).toBe(false);
  });
});
