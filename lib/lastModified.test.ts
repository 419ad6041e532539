/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { lastCommitDate, lastModified } from './lastModified';

/** A throw-away repository whose commits carry the dates the tests give them. */
let dir: string;
const git = (args: string[], date = '2024-01-01T10:00:00+01:00', cwd = dir) =>
  execFileSync(
    'git',
    ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', '-c', 'commit.gpgsign=false', ...args],
    {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    },
  );
const commit = (file: string, text: string, date: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
  git(['add', '-A']);
  git(['commit', '-q', '-m', `change ${file}`], date);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gielle-lastmod-'));
  git(['init', '-q', '-b', 'main']);
  commit('content/fleet/a.json', '{"a":1}', '2024-01-01T10:00:00+01:00');
  commit('content/fleet/b.json', '{"b":1}', '2024-02-01T10:00:00+01:00');
  commit('app/servizi/[slug]/page.tsx', 'export {}', '2024-03-01T10:00:00+01:00');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lastModified', () => {
  it('is the date of the last commit that changed the page’s files', () => {
    expect(lastModified(['content/fleet/a.json'], { cwd: dir })).toBe('2024-01-01T10:00:00+01:00');
    expect(lastModified(['content/fleet/b.json'], { cwd: dir })).toBe('2024-02-01T10:00:00+01:00');
    commit('content/fleet/a.json', '{"a":2}', '2024-04-01T09:30:00+02:00');
    expect(lastModified(['content/fleet/a.json'], { cwd: dir })).toBe('2024-04-01T09:30:00+02:00');
  });

  it('takes the newest of several files, and a folder as all its files', () => {
    expect(lastModified(['content/fleet/a.json', 'content/fleet/b.json'], { cwd: dir })).toBe(
      '2024-02-01T10:00:00+01:00',
    );
    expect(lastModified(['content/fleet'], { cwd: dir })).toBe('2024-02-01T10:00:00+01:00');
  });

  it('reads a route folder with brackets as a name, not a pattern', () => {
    expect(lastModified(['app/servizi/[slug]'], { cwd: dir })).toBe('2024-03-01T10:00:00+01:00');
    expect(lastCommitDate(['app/servizi/s'], dir)).toBeUndefined();
  });

  it('dates a change merged from another branch by the merge, when it reached the site', () => {
    git(['checkout', '-q', '-b', 'feature']);
    commit('content/fleet/b.json', '{"b":2}', '2024-05-01T10:00:00+02:00');
    git(['checkout', '-q', 'main']);
    commit('content/fleet/a.json', '{"a":3}', '2024-05-10T10:00:00+02:00');
    git(['merge', '-q', '--no-ff', '-m', 'merge feature', 'feature'], '2024-06-01T10:00:00+02:00');
    expect(lastModified(['content/fleet/b.json'], { cwd: dir })).toBe('2024-06-01T10:00:00+02:00');
    expect(lastModified(['content/fleet/a.json'], { cwd: dir })).toBe('2024-05-10T10:00:00+02:00');
  });

  const buildDate = new Date('2025-06-23T08:00:00Z');

  it('falls back to the build date for a file no commit has yet', () => {
    writeFileSync(join(dir, 'content/fleet/c.json'), '{"c":1}');
    expect(lastModified(['content/fleet/c.json'], { cwd: dir, buildDate })).toBe('2025-06-23T08:00:00.000Z');
  });

  it('falls back to the build date outside git, without failing', () => {
    const plain = mkdtempSync(join(tmpdir(), 'gielle-nogit-'));
    try {
      expect(lastModified(['content/fleet/a.json'], { cwd: plain, buildDate })).toBe('2025-06-23T08:00:00.000Z');
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it('falls back to the build date when git is not installed', () => {
    const missing = join(dir, 'no-such-git');
    expect(lastModified(['content/fleet/a.json'], { cwd: dir, buildDate, git: missing })).toBe(
      '2025-06-23T08:00:00.000Z',
    );
  });

  it('gives a date in a shallow clone, without failing', () => {
    const clone = mkdtempSync(join(tmpdir(), 'gielle-shallow-'));
    try {
      git(['clone', '-q', '--depth', '1', `file://${dir}`, clone]);
      // Only the newest commit is there: older files read its date, later than the truth.
      expect(lastModified(['content/fleet/a.json'], { cwd: clone, buildDate })).toBe('2024-03-01T10:00:00+01:00');
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });
});
