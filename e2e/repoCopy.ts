import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { workingTreeFiles } from '../scripts/builtFrom';
import { cmsCommandLine } from '../scripts/cms';

/**
 * A throw-away copy of this repository for tests that change files (e2e/cms.spec.ts): the working
 * tree's files as they are now (tracked and new, not ignored ones), in a fresh git repository of
 * one commit, so `git diff` there shows exactly what a test changed. node_modules is a hard-linked
 * copy, as scripts/measure/bench.ts makes it: no second install, and not a symlink, which Turbopack refuses
 * to follow out of the project root.
 */
export interface RepoCopy {
  dir: string;
  git: (...args: string[]) => string;
  /** Runs a command in the copy; resolves with its exit code and output, never rejects on failure. */
  run: (
    command: string,
    args: string[],
    env?: Record<string, string>,
  ) => Promise<{ code: number | null; output: string }>;
  remove: () => void;
}

export function makeRepoCopy(source = process.cwd()): RepoCopy {
  const dir = mkdtempSync(join(tmpdir(), 'gielle-copy-'));
  for (const file of workingTreeFiles(source)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(source, file), join(dir, file));
  }
  execFileSync('cp', ['-al', join(source, 'node_modules'), join(dir, 'node_modules')]);
  // The build's caches are the source's own (a link, not a copy): what a copy encodes or compresses,
  // a photo's variants or a file's brotli, is there for the next copy and the next run. Both caches
  // are keyed by content and written whole before they are named.
  const caches = join(source, 'node_modules', '.cache');
  mkdirSync(caches, { recursive: true });
  rmSync(join(dir, 'node_modules', '.cache'), { recursive: true, force: true });
  symlinkSync(caches, join(dir, 'node_modules', '.cache'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.invalid', ...args], {
      cwd: dir,
      encoding: 'utf8',
    });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '--no-gpg-sign', '-m', 'copy of the working tree');
  const run = (command: string, args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      // TYPES_CHECKED: a copy's code is the working tree's, which `npm run typecheck` checks; the
      // copies change content only (next.config.ts).
      const child = spawn(command, args, {
        cwd: dir,
        env: { ...process.env, TYPES_CHECKED: '1', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => resolve({ code, output }));
    });
  return { dir, git, run, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Whether something accepts connections on 127.0.0.1:port. */
export function isListening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** `npm run cms` (scripts/cms.ts) running in a copy, as the office starts it. */
export interface RunningCms {
  output: () => string;
  /** Ctrl+C, as from the terminal: SIGINT to its process group; resolves when it has exited. */
  stop: () => Promise<number | null>;
}

export function startCms(
  copy: RepoCopy,
  { port, localPort }: { port: number; localPort: number },
): Promise<RunningCms> {
  const [executable, ...args] = cmsCommandLine(copy.dir);
  const child: ChildProcess = spawn(executable, [...args, '--port', String(port)], {
    cwd: copy.dir,
    env: { ...process.env, CMS_LOCAL_PORT: String(localPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running: RunningCms = {
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid ?? 0), 'SIGINT');
      return exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void running.stop();
      reject(new Error(`npm run cms did not get ready within 300 s:\n${output}`));
      // It says "Pronto" once the preview's home page answers 200, which compiles it first.
    }, 300_000);
    const check = () => {
      if (!output.includes('Pronto.')) return;
      clearTimeout(timer);
      resolve(running);
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`npm run cms exited (${code}) before it was ready:\n${output}`));
    });
  });
}
