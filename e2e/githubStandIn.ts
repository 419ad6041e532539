import type { Page, Request, Route } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A stand-in for GitHub's REST API in the browser (page.route), for the editor's production
 * backend (Decap's `github`, e2e/cms-uploads.spec.ts). It answers the calls Decap 3's GitHub
 * backend makes in publish mode `simple` (node_modules/decap-cms-backend-github/src/API.ts and
 * implementation.tsx) the way GitHub does, over an in-memory repository that starts as this
 * working tree's content/ and public/ files:
 * - GET /user; GET /repos/:repo (permissions.push); GET /repos/:repo/branches/:branch;
 * - GET /repos/:repo/git/trees/<branch or sha>:<folder>[?recursive=1] (entries, media folders);
 * - GET /repos/:repo/git/blobs/:sha (entries' JSON, media thumbnails); GET /repos/:repo/commits;
 * - POST /repos/:repo/git/blobs, POST git/trees, POST git/commits, PATCH git/refs/heads/:branch
 *   (every save: one blob per file, one tree on the branch's commit, one commit, the ref moved).
 * Anything else is answered 404 and listed in `unhandled`, for the test to fail on.
 */

export interface SentBlob {
  sha: string;
  bytes: Buffer;
}

export interface Commit {
  sha: string;
  message: string;
  /** Paths the commit's tree changed, with the blob each now points at. */
  changes: Array<{ path: string; sha: string | null }>;
}

export interface GitHubStandIn {
  /** Blobs the editor sent (POST git/blobs), in order. */
  blobs: SentBlob[];
  /** Commits the branch moved to (PATCH refs/heads), in order. */
  commits: Commit[];
  /** Requests the stand-in does not know, "METHOD url". */
  unhandled: string[];
  /** The file at `path` on the branch now. */
  file: (path: string) => Buffer | undefined;
}

const gitSha = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
const randomSha = (seed: string) => createHash('sha1').update(`${seed}${Math.random()}`).digest('hex');

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'Authorization, Content-Type, Cache-Control',
  'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
  'access-control-expose-headers': 'Link',
};

export async function standInForGitHub(
  page: Page,
  { repo, branch, login = 'ufficio-gielle' }: { repo: string; branch: string; login?: string },
): Promise<GitHubStandIn> {
  // The repository: the tracked files the editor reads (entries, pictures, documents).
  const listed = execFileSync('git', ['ls-files', '-z', '--', 'content', 'public/images', 'public/documents'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter((path) => path && !path.startsWith('content/generated/'));
  const contents = new Map<string, Buffer>(); // blob sha -> bytes, read lazily for the tree's files
  const lazy = new Map<string, string>(); // blob sha -> path on disk
  const start = new Map<string, string>(); // path -> blob sha
  for (const path of listed) {
    const bytes = readFileSync(join(process.cwd(), path));
    const sha = gitSha(bytes);
    start.set(path, sha);
    lazy.set(sha, path);
  }
  const trees = new Map<string, Map<string, string>>(); // tree sha -> (path -> blob sha)
  const commitTrees = new Map<string, string>(); // commit sha -> tree sha
  const firstTree = randomSha('tree');
  trees.set(firstTree, start);
  let head = randomSha('commit');
  commitTrees.set(head, firstTree);
  const pendingChanges = new Map<string, Commit['changes']>(); // tree sha -> what it changed
  const pendingCommits = new Map<string, Commit>(); // commit sha, until the branch moves to it

  const standIn: GitHubStandIn = {
    blobs: [],
    commits: [],
    unhandled: [],
    file: (path) => {
      const sha = trees.get(commitTrees.get(head) ?? '')?.get(path);
      return sha ? blob(sha) : undefined;
    },
  };
  const blob = (sha: string): Buffer | undefined => {
    if (!contents.has(sha) && lazy.has(sha)) contents.set(sha, readFileSync(join(process.cwd(), lazy.get(sha) ?? '')));
    return contents.get(sha);
  };
  const treeOf = (ref: string) => trees.get(ref) ?? trees.get(commitTrees.get(ref === branch ? head : ref) ?? '');

  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({
      status,
      headers: { ...CORS, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
    });
  const notFound = (route: Route) =>
    json(route, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });

  /** GET git/trees/<ref>:<folder>: the folder's entries, as GitHub lists them (one level, or all with recursive=1). */
  const listTree = (route: Route, treeish: string, recursive: boolean) => {
    const [ref = '', rawFolder = ''] = decodeURIComponent(treeish).split(/:(.*)/s);
    const tree = treeOf(ref);
    if (!tree) return notFound(route);
    const folder = rawFolder.replace(/^\/+|\/+$/g, '');
    const prefix = folder ? `${folder}/` : '';
    const entries = new Map<string, { path: string; mode: string; type: string; sha: string; size?: number }>();
    for (const [path, sha] of tree) {
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      const parts = rest.split('/');
      if (recursive || parts.length === 1) {
        entries.set(rest, { path: rest, mode: '100644', type: 'blob', sha, size: blob(sha)?.length ?? 0 });
      }
      for (let depth = 1; depth < parts.length && (recursive || depth === 1); depth += 1) {
        const dir = parts.slice(0, depth).join('/');
        if (!entries.has(dir))
          entries.set(dir, { path: dir, mode: '040000', type: 'tree', sha: gitSha(Buffer.from(`${prefix}${dir}`)) });
      }
    }
    if (entries.size === 0) return notFound(route);
    return json(route, 200, { sha: gitSha(Buffer.from(treeish)), tree: [...entries.values()], truncated: false });
  };

  const handle = async (route: Route, request: Request) => {
    const url = new URL(request.url());
    const method = request.method();
    if (method === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const path = url.pathname;
    const repoPath = `/repos/${repo}`;
    const body = () => JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    if (method === 'GET' && path === '/user') {
      return json(route, 200, {
        login,
        id: 1,
        name: 'Ufficio Gielle',
        email: null,
        avatar_url: 'https://avatars.githubusercontent.com/u/1?v=4',
      });
    }
    if (method === 'GET' && path === repoPath) {
      return json(route, 200, {
        full_name: repo,
        owner: { login: repo.split('/')[0] },
        default_branch: branch,
        fork: false,
        permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
      });
    }
    if (method === 'GET' && path === `${repoPath}/branches/${encodeURIComponent(branch)}`) {
      return json(route, 200, {
        name: branch,
        commit: { sha: head, commit: { tree: { sha: commitTrees.get(head) } } },
        protected: false,
      });
    }
    const treeMatch = /^\/git\/trees\/(.+)$/.exec(path.slice(repoPath.length));
    if (method === 'GET' && path.startsWith(`${repoPath}/`) && treeMatch?.[1]) {
      return listTree(route, treeMatch[1], url.searchParams.get('recursive') === '1');
    }
    const blobMatch = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(path.slice(repoPath.length));
    if (method === 'GET' && path.startsWith(`${repoPath}/`) && blobMatch?.[1]) {
      const bytes = blob(blobMatch[1]);
      if (!bytes) return notFound(route);
      return json(route, 200, {
        sha: blobMatch[1],
        size: bytes.length,
        content: bytes.toString('base64'),
        encoding: 'base64',
      });
    }
    if (method === 'GET' && path === `${repoPath}/commits`) {
      return json(route, 200, [
        {
          sha: head,
          commit: {
            message: 'copia',
            author: { name: 'Ufficio Gielle', email: 'ufficio@example.invalid', date: '2026-11-27T10:00:00Z' },
          },
        },
      ]);
    }
    if (method === 'POST' && path === `${repoPath}/git/blobs`) {
      const { content, encoding } = body() as { content: string; encoding: string };
      const bytes = Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8');
      const sha = gitSha(bytes);
      contents.set(sha, bytes);
      standIn.blobs.push({ sha, bytes });
      return json(route, 201, { sha, url: `https://api.github.com${repoPath}/git/blobs/${sha}` });
    }
    if (method === 'POST' && path === `${repoPath}/git/trees`) {
      const { base_tree: base, tree } = body() as {
        base_tree: string;
        tree: Array<{ path: string; sha: string | null }>;
      };
      const baseTree = treeOf(base);
      if (!baseTree) return json(route, 422, { message: 'Invalid tree info' });
      const next = new Map(baseTree);
      for (const entry of tree) {
        if (entry.sha === null) next.delete(entry.path);
        else if (blob(entry.sha)) next.set(entry.path, entry.sha);
        else return json(route, 422, { message: `tree.sha ${entry.sha} is not a valid blob` });
      }
      const sha = randomSha('tree');
      trees.set(sha, next);
      pendingChanges.set(
        sha,
        tree.map(({ path: changed, sha: to }) => ({ path: changed, sha: to })),
      );
      return json(route, 201, {
        sha,
        tree: [...next].map(([file, id]) => ({ path: file, mode: '100644', type: 'blob', sha: id })),
        truncated: false,
      });
    }
    if (method === 'POST' && path === `${repoPath}/git/commits`) {
      const { message, tree, parents } = body() as { message: string; tree: string; parents: string[] };
      if (!trees.has(tree)) return json(route, 422, { message: 'Tree not found' });
      const sha = randomSha('commit');
      commitTrees.set(sha, tree);
      pendingCommits.set(sha, { sha, message, changes: pendingChanges.get(tree) ?? [] });
      return json(route, 201, {
        sha,
        message,
        tree: { sha: tree },
        parents: parents.map((parent) => ({ sha: parent })),
      });
    }
    if (method === 'PATCH' && path === `${repoPath}/git/refs/heads/${encodeURIComponent(branch)}`) {
      const { sha } = body() as { sha: string };
      const commit = pendingCommits.get(sha);
      if (!commit) return json(route, 422, { message: 'Object does not exist' });
      head = sha;
      standIn.commits.push(commit);
      return json(route, 200, { ref: `refs/heads/${branch}`, object: { sha, type: 'commit' } });
    }
    standIn.unhandled.push(`${method} ${request.url()}`);
    return notFound(route);
  };
  await page.route('https://api.github.com/**', (route, request) => handle(route, request));
  // The signed-in user's picture in the editor's header.
  await page.route('https://avatars.githubusercontent.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    }),
  );
  return standIn;
}

/**
 * Starts the editor signed in to GitHub: Decap keeps the user in localStorage under
 * `decap-cms-user` (decap-cms-core/src/backend.ts, storageKey) and, when its backendName is the
 * configured one, restores it by calling GET /user and GET /repos/:repo with its token, with no
 * sign-in popup.
 */
export async function signedInToGitHub(page: Page, login = 'ufficio-gielle'): Promise<void> {
  await page.addInitScript((user) => window.localStorage.setItem('decap-cms-user', JSON.stringify(user)), {
    token: 'gho_token-di-prova',
    backendName: 'github',
    login,
    name: 'Ufficio Gielle',
  });
}
