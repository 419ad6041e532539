/** @jest-environment node */
import { addresses, parseCmsArgs } from './cms';

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
});
