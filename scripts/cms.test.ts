/** @jest-environment node */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addresses, parseCmsArgs, waitFor } from './cms';

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
});
