/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILE_HINT, firstLoadScripts, markFirstLoadScripts, withCompileHint } from './compileHints';

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const marked = withCompileHint('(globalThis.TURBOPACK||[]).push([])');
    expect(marked).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||[]).push([])`);
    expect(withCompileHint(marked)).toBe(marked);
  });
});

describe('firstLoadScripts', () => {
  it('lists the scripts pages load, once each, without the polyfill, inline or foreign scripts', () => {
    const home = `<script src="/_next/static/chunks/a.js" async=""></script>
      <script src="/_next/static/chunks/polyfill.js" noModule=""></script>
      <script>self.__next_f=[]</script>`;
    const about = `<script src="/_next/static/chunks/a.js" async=""></script>
      <script src="/_next/static/chunks/b%20c.js?v=1" async=""></script>
      <script src="https://cdn.example.org/x.js"></script>`;
    expect(firstLoadScripts([home, about])).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b c.js']);
  });
});

describe('markFirstLoadScripts', () => {
  it('marks the first-load chunks in out/ and leaves on-demand chunks alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hints-'));
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'chunks', 'runtime.js'), 'run()');
    writeFileSync(join(dir, 'chunks', 'pdf.js'), 'lazy()');
    writeFileSync(join(dir, 'index.html'), '<script src="/chunks/runtime.js" async=""></script>');
    expect(markFirstLoadScripts(dir)).toBe(1);
    expect(readFileSync(join(dir, 'chunks', 'runtime.js'), 'utf8')).toBe(`${COMPILE_HINT}\nrun()`);
    expect(readFileSync(join(dir, 'chunks', 'pdf.js'), 'utf8')).toBe('lazy()');
    expect(markFirstLoadScripts(dir)).toBe(0);
  });
});
