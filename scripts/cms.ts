/**
 * `npm run cms`: the editor and a preview of the site on this computer, for the office.
 *
 * 1. Writes the editor into public/admin (scripts/cms-admin.ts), pointed at decap-server here.
 * 2. Starts, each in its own process group, until Ctrl+C stops them all:
 *    - the content check in watch mode (scripts/content.ts --watch): after every save it checks the
 *      files again and rewrites content/generated/, which the preview reads; a problem is printed
 *      here, one line naming file, field and reason; once it says the files are rewritten, the next
 *      load of any preview page shows them, a new vehicle's or service's page included;
 *    - decap-server, Decap's local backend: it reads and writes the files of this folder (content/,
 *      public/images, public/documents), on 127.0.0.1 only;
 *    - `next dev`, the preview: the site as it will be, updated on every save; it also serves the
 *      editor's page from public/admin. Its output passes through onceWarnings: a webpack warning
 *      it repeats after every compile is printed once.
 * 3. Prints the two addresses to open once the editor's page answers 200 from the preview's
 *    server (so both are up).
 *
 * Saving in the editor changes files here, not the published site: they are published by a commit
 * (docs/guida-redazione.md, "Provare le modifiche sul proprio computer").
 *
 * Usage: npm run cms [-- --port 3000]   (CMS_LOCAL_PORT: decap-server's port, 8081)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR_PATH, editorSettings } from './cms-policy';
import { writeEditor } from './cms-admin';
import { untilAnswers } from './untilAnswers';

const root = join(__dirname, '..');

export interface CmsOptions {
  port: number;
}

export function parseCmsArgs(
  args: readonly string[],
  env: Record<string, string | undefined> = process.env,
): CmsOptions {
  const index = args.indexOf('--port');
  const text = index >= 0 ? args[index + 1] : env.PORT;
  const port = Number(text ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`--port must be a port number, not "${text}"`);
  return { port };
}

/** The message for the office, in Italian: what to open, and how to stop. */
export function addresses(port: number): string[] {
  const origin = `http://localhost:${port}`;
  return [
    '',
    'Pronto. Apri nel browser:',
    `  Editor dei contenuti:  ${origin}${EDITOR_PATH}/index.html   (premi "Accedi")`,
    `  Anteprima del sito:    ${origin}/`,
    '',
    'Ogni salvataggio nell’editor cambia i file di questa cartella e l’anteprima si aggiorna da sola.',
    'Il sito pubblico cambia solo dopo il commit delle modifiche (docs/guida-redazione.md).',
    'Per chiudere tutto: Ctrl+C.',
    '',
  ];
}

/**
 * package.json's "cms" command in the project at `dir`, as a program and its arguments to spawn
 * without npm between (node itself, or a program of node_modules/.bin): how the tests start the
 * editor the way the office does.
 */
export function cmsCommandLine(dir: string): [string, ...string[]] {
  const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command = '', ...args] = (scripts.cms ?? '').split(' ');
  return [command === 'node' ? process.execPath : join(dir, 'node_modules', '.bin', command), ...args];
}

/**
 * Resolves once `url` answers (any status; with `ok`, a 2xx), or rejects after `timeoutMs`. A page
 * still compiling answers late: each try may take up to `tryMs`.
 */
export async function waitFor(
  url: string,
  timeoutMs: number,
  init?: RequestInit,
  { ok = false, tryMs = 5_000 } = {},
): Promise<void> {
  const answer = await untilAnswers(url, (status) => status !== 0 && (!ok || (status >= 200 && status < 300)), {
    timeoutMs,
    tryMs,
    init,
  });
  if (!answer.accepted) {
    throw new Error(
      `${url} did not answer within ${timeoutMs / 1000} s (${answer.status ? `status ${answer.status}` : String(answer.error)})`,
    );
  }
}

/** What the clerk reads once, after the first copy of a warning the preview repeats on every compile. */
export const REPEATED_WARNING_NOTE = '  (Avviso tecnico dell’anteprima, non riguarda i contenuti: non verrà ripetuto.)';

const ANSI = /\u001b\[[0-9;]*m/g;
/** A warning's first line, as next dev prints webpack's: "⚠ ./components/pdf/PdfDocumentViewer.tsx". */
const WARNING_START = /^\s*⚠\s+\S/;
const WARNING_MARK = /^\s*⚠\s*/;
const TRACE_START = 'Import trace for requested module:';
/** A line of an import trace: a module's path. */
const TRACE_LINE = /^\s*(?:\.{1,2}\/|node_modules\/|\/)\S/;
/** A line of next dev's own (a request, a compile, a notice): never part of a warning's message. */
const STATUS_LINE = /^\s*(?:(?:GET|POST|HEAD|PUT|DELETE) \/|[○✓⨯▲⚠] )/;

/**
 * A filter for next dev's output that prints each webpack warning once: `next dev --webpack` prints
 * the warning about components/pdf/PdfDocumentViewer.tsx's top-level await (which every current
 * browser runs) after every compile, 19 times in an afternoon of the office's saves. A warning is
 * its first line, its message up to the import trace, and the trace's paths; one whose first two
 * lines were printed before is left out whole, and after a warning's first copy the clerk reads
 * that it will not come again. Every other line passes as it is. Feed it whole lines, without
 * their newline; it returns the lines to print.
 *
 * next dev prints a compile's warnings in one message, a blank line between them and "⚠" before
 * the first only (build/output/store.js): the client's and the server's copy of the same warning.
 * A module's path after a trace and a blank line is therefore the next warning's first line;
 * before, the server's copy passed as ordinary lines after every compile (17 copies after the note).
 */
export function onceWarnings(seen = new Set<string>()) {
  let mode: 'normal' | 'header' | 'message' | 'trace' = 'normal';
  let header = '';
  let repeat = false;
  /** A blank line after a trace, held until the next line says whether another warning follows. */
  let gap: string | undefined;
  /** The blank line before the warning held in `header`, printed with it. */
  let gapBefore: string[] = [];
  const end = (): string[] => {
    const note = mode !== 'normal' && !repeat ? [REPEATED_WARNING_NOTE] : [];
    mode = 'normal';
    return note;
  };
  /** The held blank line, unless it only separated copies left out. */
  const release = (): string[] => {
    const held = gap;
    gap = undefined;
    return held === undefined || repeat ? [] : [held];
  };
  const line = (text: string): string[] => {
    const plain = text.replace(ANSI, '');
    if (mode === 'header') {
      // The first message line decides: the same warning again, or a new one (with or without its "⚠").
      const key = `${header.replace(ANSI, '').replace(WARNING_MARK, '').trim()}\n${plain.trim()}`;
      repeat = seen.has(key);
      seen.add(key);
      mode = plain === TRACE_START ? 'trace' : 'message';
      return repeat ? [] : [...gapBefore, header, text];
    }
    if (mode === 'message' && !STATUS_LINE.test(plain)) {
      if (plain === TRACE_START) mode = 'trace';
      return repeat ? [] : [text];
    }
    if (mode === 'trace' && TRACE_LINE.test(plain)) return repeat ? [] : [text];
    if (mode === 'trace' && plain.trim() === '') {
      const note = end();
      gap = text;
      return note;
    }
    if (gap !== undefined && TRACE_LINE.test(plain)) {
      gapBefore = [gap];
      gap = undefined;
      mode = 'header';
      header = text;
      return [];
    }
    const before = [...end(), ...release()];
    gapBefore = [];
    if (WARNING_START.test(plain)) {
      mode = 'header';
      header = text;
      return before;
    }
    return [...before, text];
  };
  /** At the end of the output: a header or a blank line still held back. */
  const flush = (): string[] =>
    mode === 'header' ? ((mode = 'normal'), [...gapBefore, header]) : [...end(), ...release()];
  /**
   * When the output pauses: a warning whose trace has begun is over (its note now, not when the
   * next line comes, which may be much later or on the other stream).
   */
  const idle = (): string[] => (mode === 'trace' ? end() : release());
  return { line, flush, idle };
}

/** Copies `from` to `to` line by line through onceWarnings (`seen` shared between stdout and stderr). */
function pipeOnce(from: NodeJS.ReadableStream, to: NodeJS.WritableStream, seen: Set<string>) {
  const filter = onceWarnings(seen);
  const write = (out: string[]) => {
    if (out.length > 0) to.write(`${out.join('\n')}\n`);
  };
  let rest = '';
  let pause: NodeJS.Timeout | undefined;
  from.setEncoding('utf8');
  from.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    write(lines.flatMap(filter.line));
    clearTimeout(pause);
    pause = setTimeout(() => write(filter.idle()), 250);
  });
  from.on('end', () => {
    clearTimeout(pause);
    write([...(rest ? filter.line(rest) : []), ...filter.flush()]);
  });
}

async function main() {
  const { port } = parseCmsArgs(process.argv.slice(2));
  const settings = editorSettings();
  writeEditor(join(root, 'public'), settings);

  const children: Array<{ name: string; child: ChildProcess }> = [];
  let stopping = false;
  const start = (
    name: string,
    command: string,
    args: string[],
    env: Record<string, string> = {},
    { once = false } = {},
  ) => {
    // Own process group (detached), so stopping also reaches what it starts (next dev's workers).
    const output = once ? 'pipe' : 'inherit';
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', output, output],
      detached: true,
    });
    if (once && child.stdout && child.stderr) {
      const seen = new Set<string>();
      pipeOnce(child.stdout, process.stdout, seen);
      pipeOnce(child.stderr, process.stderr, seen);
    }
    children.push({ name, child });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`\n${name} si è fermato (${signal ?? `codice ${code}`}): chiudo anche il resto.`);
      stop(1);
    });
    return child;
  };
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
    for (const { child } of running) {
      try {
        process.kill(-(child.pid ?? 0), 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    // Whatever has not stopped after 5 s is killed.
    const force = setTimeout(() => {
      for (const { child } of running) {
        try {
          process.kill(-(child.pid ?? 0), 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }, 5_000);
    Promise.all(
      running.map(
        ({ child }) =>
          new Promise((resolve) =>
            child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
          ),
      ),
    ).then(() => {
      clearTimeout(force);
      process.exit(code);
    });
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  // A first check before the preview starts, so it reads content/generated/ as the files are now.
  // Invalid content stops nothing: the editor is how the office corrects it.
  spawnSync(tsx, [join(root, 'scripts', 'content.ts')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  // With the preview's address: a vehicle or service added by a save answers on its first load.
  start('Il controllo dei contenuti', tsx, [
    join(root, 'scripts', 'content.ts'),
    '--watch',
    '--preview',
    `http://localhost:${port}`,
  ]);
  start('decap-server', process.execPath, [join(root, 'node_modules', 'decap-server', 'dist', 'index.js')], {
    PORT: String(settings.localPort),
    BIND_HOST: '127.0.0.1',
    GIT_REPO_DIRECTORY: root,
    MODE: 'fs',
    LOG_LEVEL: 'warn',
  });
  // webpack, not Turbopack: Turbopack's dev server keeps one copy of each module for all pages and
  // brings it up to date only for pages compiled before the change, so a page first opened after a
  // save showed the old text (for minutes, until another page was opened) if any page had been
  // opened before it. webpack's dev server drops every server module after each compile.
  // Its output through onceWarnings: webpack's warning about PdfDocumentViewer.tsx once, not after
  // every compile (in colour still, when this window shows colours).
  start(
    'L’anteprima (next dev)',
    join(root, 'node_modules', '.bin', 'next'),
    ['dev', '--webpack', '--port', String(port), '--hostname', 'localhost'],
    { NEXT_TELEMETRY_DISABLED: '1', ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    { once: true },
  );

  try {
    await waitFor(`http://127.0.0.1:${settings.localPort}/api/v1`, 60_000, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    // The editor's page is served by the preview's server: a 200 means both answer. Not the
    // preview's home page: compiling it takes a minute or more on a slow computer, and the editor
    // does not need it.
    await waitFor(`http://localhost:${port}${EDITOR_PATH}/index.html`, 120_000, undefined, { ok: true });
  } catch (error) {
    console.error(String(error));
    stop(1);
    return;
  }
  console.log(addresses(port).join('\n'));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
