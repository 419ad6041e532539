import { execFileSync } from 'node:child_process';

/**
 * When a page last changed, for the sitemap's lastmod (issue 24): the date of the last commit
 * that changed any of its sources (lib/pageSources.ts), read from git at build time. Build-time
 * only (Node): app/sitemap.ts calls it while the export is written.
 *
 * - `--first-parent`: along the branch the site is built from, so a change merged from another
 *   branch counts from the merge, when it reached the site, not from when it was written.
 * - `--literal-pathspecs`: route folders such as app/servizi/[slug] are names, not patterns.
 * - Outside git (a copy without .git, no git installed) or for files no commit has (new, not yet
 *   committed), the build date: the page is as new as the build. A shallow clone gives the oldest
 *   fetched commit's date to files older than it: later than the truth, never an error; hosts
 *   that build from a full clone get exact dates.
 */
export function lastCommitDate(paths: readonly string[], cwd: string, git = 'git'): string | undefined {
  if (paths.length === 0) return undefined;
  try {
    const date = execFileSync(
      git,
      ['--literal-pathspecs', 'log', '-1', '--first-parent', '--format=%cI', '--', ...paths],
      {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    ).trim();
    return date === '' ? undefined : date;
  } catch {
    return undefined;
  }
}

export interface LastModifiedOptions {
  /** The repository (default: the working directory, the project root during a build). */
  cwd?: string;
  /** The date to give when git cannot tell (default: now, the build). */
  buildDate?: Date;
  /** The git program (default: git on the PATH). */
  git?: string;
}

/** The page's last change as a W3C date-time (ISO 8601), from git or else the build date. */
export function lastModified(
  paths: readonly string[],
  { cwd = process.cwd(), buildDate = new Date(), git }: LastModifiedOptions = {},
): string {
  return lastCommitDate(paths, cwd, git) ?? buildDate.toISOString();
}
