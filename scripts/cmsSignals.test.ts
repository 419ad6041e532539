/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cmsCommandLine } from './cms';

/**
 * Ctrl+C in `npm run cms` must reach scripts/cms.ts's own handler, which stops decap-server, the
 * content check and next dev (each in a process group of its own) before it exits. Run through
 * tsx's command-line wrapper, a second process relayed the signal and, when the script had not
 * answered within 30 ms (a busy machine), killed it outright and exited 130: the three were left
 * running, holding their ports (seen in a CI rehearsal of e2e/cms.spec.ts). The package's command
 * runs here a script as busy as that, signalled as a terminal signals it (its whole group).
 */
const root = join(__dirname, '..');

describe('npm run cms and Ctrl+C', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gielle-signal-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs scripts/cms.ts as the process the signal reaches, so its handler runs even while it is busy', async () => {
    const [executable, ...args] = cmsCommandLine(root);
    expect(args.pop()).toBe('scripts/cms.ts');
    const script = join(dir, 'busy.ts');
    writeFileSync(
      script,
      [
        "const stopped: string = 'stopped cleanly';",
        "process.on('SIGINT', () => { console.log(stopped); process.exit(0); });",
        "console.log('ready');",
        // Busy for half a second, as on a loaded machine: the signal waits for the event loop.
        'const until = Date.now() + 500; while (Date.now() < until) {}',
        'setTimeout(() => process.exit(3), 10_000);',
      ].join('\n'),
    );
    const child = spawn(executable, [...args, script], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready') && child.exitCode === null) process.kill(-(child.pid ?? 0), 'SIGINT');
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: 'ready\nstopped cleanly' });
  }, 20_000);
});
