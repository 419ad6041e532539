/**
 * scripts/serve.mjs (brotli, clean URLs, the production host's behaviour) as a child process on
 * a given port and directory. Shared by the audit and the benchmark, so both measure the same
 * serving. Ready when serve.mjs says it listens: polling the port instead could reach another
 * program already on it while ours fails with EADDRINUSE.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

export interface StaticServer {
  origin: string;
  stop: () => void;
}

export function startStaticServer({
  dir,
  port,
  extraArgs = [],
}: {
  dir: string;
  port: number;
  /** More options of serve.mjs: --headers, --cert and --key. */
  extraArgs?: string[];
}): Promise<StaticServer> {
  const root = resolve(dir);
  const server = spawn(
    process.execPath,
    [join(__dirname, 'serve.mjs'), '--port', String(port), '--dir', root, ...extraArgs],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill();
  };
  return new Promise((ready, fail) => {
    let errors = '';
    const timer = setTimeout(() => {
      stop();
      fail(new Error(`The static server for ${root} did not start on port ${port} within 10 s`));
    }, 10_000);
    server.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    server.stdout.on('data', (chunk: Buffer) => {
      const said = /Serving .* at (https?:\/\/\S+)/.exec(chunk.toString());
      if (!said) return;
      clearTimeout(timer);
      server.stdout.resume();
      ready({ origin: said[1] ?? `http://localhost:${port}`, stop });
    });
    server.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The static server for ${root} exited (code ${code}): ${errors.trim().split('\n').at(-1) ?? ''}`));
    });
  });
}
