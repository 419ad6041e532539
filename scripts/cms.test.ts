/** @jest-environment node */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addresses, onceWarnings, parseCmsArgs, REPEATED_WARNING_NOTE, waitFor } from './cms';

describe('npm run cms', () => {
  it('takes the preview port from --port, else PORT, else 3000', () => {
    expect(parseCmsArgs([], {})).toEqual({ port: 3000 });
    expect(parseCmsArgs([], { PORT: '4000' })).toEqual({ port: 4000 });
    expect(parseCmsArgs(['--port', '4281'], { PORT: '4000' })).toEqual({ port: 4281 });
    expect(() => parseCmsArgs(['--port', 'x'], {})).toThrow('--port must be a port number');
  });

  it('tells the office, in Italian, the two addresses to open and how to stop', () => {
    const text = addresses(4281).join('\n');
    expect(text).toContain('Editor dei contenuti:  http://localhost:4281/admin/index.html');
    expect(text).toContain('Anteprima del sito:    http://localhost:4281/');
    expect(text).toContain('Ctrl+C');
  });

  it('says "Pronto" only once a page answers 200, not while it still answers 500', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.statusCode = requests < 3 ? 500 : 200;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      await waitFor(url, 10_000, undefined, { ok: true });
      expect(requests).toBe(3);
      requests = -100; // 500 from now on
      await expect(waitFor(url, 500, undefined, { ok: true, tryMs: 100 })).rejects.toThrow(/did not answer within/);
    } finally {
      server.close();
    }
  });

  it('prints a webpack warning next dev repeats after every compile once, with a note, and every other line as it is', () => {
    // next dev --webpack's output, as it printed it on two loads of the preview (components/pdf's
    // top-level await): the warning after each compile.
    const warning = [
      '⚠ ./components/pdf/PdfDocumentViewer.tsx',
      'The generated code contains \'async/await\' because this module is using "topLevelAwait".',
      "However, your target environment does not appear to support 'async/await'.",
      'As a result, the code may not run as expected or may cause runtime errors.',
      '',
      'Import trace for requested module:',
      './components/pdf/PdfDocumentViewer.tsx',
      './components/pdf/PdfViewer.tsx',
      './components/home/CertificationsBrowser.tsx',
    ];
    const other = [
      '⚠ ./components/Other.tsx',
      'Something else.',
      '',
      'Import trace for requested module:',
      './components/Other.tsx',
    ];
    const output = [
      '○ Compiling /page ...',
      ...warning,
      ' GET / 200 in 934ms',
      ...warning,
      ...warning.map((line) => `\u001b[33m${line}\u001b[39m`),
      ...other,
      ' GET /servizi 200 in 847ms',
      ...warning,
      '✓ Compiled in 2.1s',
      ...other,
    ];
    const filter = onceWarnings();
    const printed = [...output.flatMap(filter.line), ...filter.flush()];
    expect(printed).toEqual([
      '○ Compiling /page ...',
      ...warning,
      REPEATED_WARNING_NOTE,
      ' GET / 200 in 934ms',
      ...other,
      REPEATED_WARNING_NOTE,
      ' GET /servizi 200 in 847ms',
      '✓ Compiled in 2.1s',
    ]);
    // 19 compiles: one copy.
    const many = onceWarnings();
    const lines = Array.from({ length: 19 }, () => [...warning, ' GET / 200 in 1s']).flat();
    expect(
      [...lines.flatMap(many.line), ...many.flush()].filter((line) => line.includes('topLevelAwait')),
    ).toHaveLength(1);
  });

  it('the client’s and the server’s copy of a warning, printed by next dev as one message with "⚠" before the first only, pass once in all', () => {
    // node_modules/next/dist/build/output/store.js: Log.warn(warnings.join('\n\n')).
    const copy = [
      './components/pdf/PdfDocumentViewer.tsx',
      'The generated code contains \'async/await\' because this module is using "topLevelAwait".',
      '',
      'Import trace for requested module:',
      './components/pdf/PdfDocumentViewer.tsx',
    ];
    const compile = [
      `\u001b[33m\u001b[1m⚠\u001b[22m\u001b[39m ${copy[0]}`,
      ...copy.slice(1),
      '',
      ...copy,
      '',
      './components/Other.tsx',
      'Something else.',
      '',
      'Import trace for requested module:',
      './components/Other.tsx',
    ];
    const filter = onceWarnings();
    const printed = Array.from({ length: 19 }, () => [...compile, ' GET / 200 in 1s'].flatMap(filter.line)).flat();
    expect(printed.filter((line) => line.includes('topLevelAwait'))).toHaveLength(1);
    expect(printed.filter((line) => line === './components/Other.tsx')).toHaveLength(2);
    expect(printed.filter((line) => line === REPEATED_WARNING_NOTE)).toHaveLength(2);
    expect(printed.slice(0, 8)).toEqual([
      compile[0],
      ...copy.slice(1),
      REPEATED_WARNING_NOTE,
      '',
      './components/Other.tsx',
    ]);
    expect(printed.slice(-1)).toEqual([' GET / 200 in 1s']);
    expect(printed.filter((line) => line === '')).toHaveLength(3);
  });

  it('a warning without an import trace ends at next dev’s next line; one held at the end is still printed', () => {
    const filter = onceWarnings();
    const first = ['⚠ Something', 'to say', ' GET / 200 in 1s'].flatMap(filter.line);
    expect(first).toEqual(['⚠ Something', 'to say', REPEATED_WARNING_NOTE, ' GET / 200 in 1s']);
    expect(['⚠ Something', 'to say', ' GET / 200 in 1s'].flatMap(filter.line)).toEqual([' GET / 200 in 1s']);
    expect([...['⚠ Last'].flatMap(filter.line), ...filter.flush()]).toEqual(['⚠ Last']);
  });

  it('a warning whose trace has begun ends when the output pauses: its note comes then, and a repeat is still left out', () => {
    const filter = onceWarnings();
    const warning = ['⚠ ./a.tsx', 'Message.', '', 'Import trace for requested module:', './a.tsx'];
    expect(warning.flatMap(filter.line)).toEqual(warning);
    expect(filter.idle()).toEqual([REPEATED_WARNING_NOTE]);
    expect(filter.idle()).toEqual([]);
    expect([...warning.flatMap(filter.line), ...filter.idle(), ...[' GET / 200'].flatMap(filter.line)]).toEqual([
      ' GET / 200',
    ]);
    // A header alone, or a message without its trace yet, is not over.
    expect(['⚠ ./b.tsx'].flatMap(filter.line)).toEqual([]);
    expect(filter.idle()).toEqual([]);
    expect(['Other message.'].flatMap(filter.line)).toEqual(['⚠ ./b.tsx', 'Other message.']);
  });
});
