/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadJsBytes, htmlFileFor, scriptSources } from './firstLoadJs';

describe('scriptSources', () => {
  it('keeps async and module scripts, skips the nomodule polyfill, inline scripts and duplicates', () => {
    const html = `
      <script src="/_next/a.js" async=""></script>
      <script src="/_next/polyfill.js" noModule=""></script>
      <script type="module" src="/_next/b.js"></script>
      <script>self.__next_f=[]</script>
      <script src="/_next/a.js" async=""></script>`;
    expect(scriptSources(html)).toEqual(['/_next/a.js', '/_next/b.js']);
  });
});

describe('htmlFileFor', () => {
  it('maps routes to the export naming', () => {
    expect(htmlFileFor('out', '/')).toBe(join('out', 'index.html'));
    expect(htmlFileFor('out', '/chi-siamo')).toBe(join('out', 'chi-siamo.html'));
  });
});

describe('firstLoadJsBytes', () => {
  it('sums the gzip size of the loaded scripts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fljs-'));
    mkdirSync(join(dir, '_next'));
    const a = 'console.log("a");'.repeat(50);
    const b = 'export const b = 1;'.repeat(20);
    writeFileSync(join(dir, '_next', 'a.js'), a);
    writeFileSync(join(dir, '_next', 'b.js'), b);
    writeFileSync(join(dir, '_next', 'polyfill.js'), 'x'.repeat(10_000));
    const htmlFile = join(dir, 'index.html');
    writeFileSync(
      htmlFile,
      '<script src="/_next/a.js" async></script><script src="/_next/b.js"></script><script src="/_next/polyfill.js" nomodule></script>',
    );
    expect(firstLoadJsBytes(dir, htmlFile)).toBe(gzipSync(a).length + gzipSync(b).length);
  });
});
