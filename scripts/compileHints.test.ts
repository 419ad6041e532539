/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COMPILE_HINT,
  MAX_EAGER_ON_DEMAND_BYTES,
  firstLoadScripts,
  markStartUpScripts,
  onDemandChunks,
  startUpScripts,
  withCompileHint,
} from './compileHints';

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

describe('onDemandChunks', () => {
  it("reads Turbopack's loaders, relative to the script's own prefix, each chunk once and never itself", () => {
    // As Turbopack 16 writes a dynamic import: the chunks to load, then the module to run.
    const source =
      '(globalThis.TURBOPACK||[]).push([0,96497,s=>{s.v(t=>Promise.all(["static/chunks/swiper.js"].map(t=>s.l(t))).then(()=>t(97798)))},' +
      '59010,s=>{s.v(t=>Promise.all(["static/chunks/a.js","static/chunks/b.js"].map(t=>s.l(t))).then(()=>t(40795)))},' +
      '1,s=>{s.v(t=>Promise.all(["static/chunks/swiper.js","static/chunks/self.js"].map(t=>s.l(t))).then(()=>t(2)))}]);';
    expect(onDemandChunks('/_next/static/chunks/self.js', source)).toEqual([
      '/_next/static/chunks/swiper.js',
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
    ]);
    expect(onDemandChunks('/scripts/other.js', source)).toEqual([]);
  });
});

/** A fake export: a page loading runtime.js, which can load the hero's swiper and a viewer, which loads pdf.js. */
function fakeExport() {
  const dir = mkdtempSync(join(tmpdir(), 'hints-'));
  const chunks = join(dir, '_next', 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  const loader = (names: string[]) =>
    `s.v(t=>Promise.all([${names.map((name) => `"static/chunks/${name}"`).join(',')}].map(t=>s.l(t))))`;
  writeFileSync(
    join(chunks, 'runtime.js'),
    `run();${loader(['swiper.js'])};${loader(['viewer.js'])};${loader(['missing.js'])}`,
  );
  writeFileSync(join(chunks, 'swiper.js'), 'swipe()');
  writeFileSync(join(chunks, 'viewer.js'), `view();${loader(['pdf.js'])}`);
  writeFileSync(join(chunks, 'pdf.js'), `/*${'x'.repeat(MAX_EAGER_ON_DEMAND_BYTES)}*/${loader(['pdf-part.js'])}`);
  writeFileSync(join(chunks, 'pdf-part.js'), 'part()');
  writeFileSync(join(chunks, 'unused.js'), 'never()');
  const page = '<script src="/_next/static/chunks/runtime.js" async=""></script>';
  writeFileSync(join(dir, 'index.html'), page);
  return { dir, chunks, page };
}

describe('startUpScripts', () => {
  it('adds the chunks start-up scripts load on demand, through other chunks, but not the large ones', () => {
    const { dir, page } = fakeExport();
    expect(startUpScripts(dir, [page])).toEqual(
      ['pdf-part.js', 'runtime.js', 'swiper.js', 'viewer.js'].map((name) => `/_next/static/chunks/${name}`),
    );
  });
});

describe('markStartUpScripts', () => {
  it('marks them in out/, once, and leaves the large on-demand chunk and unreferenced files alone', () => {
    const { dir, chunks } = fakeExport();
    expect(markStartUpScripts(dir)).toBe(4);
    expect(readFileSync(join(chunks, 'runtime.js'), 'utf8').startsWith(`${COMPILE_HINT}\nrun();`)).toBe(true);
    expect(readFileSync(join(chunks, 'swiper.js'), 'utf8')).toBe(`${COMPILE_HINT}\nswipe()`);
    expect(readFileSync(join(chunks, 'pdf.js'), 'utf8').startsWith('/*')).toBe(true);
    expect(readFileSync(join(chunks, 'unused.js'), 'utf8')).toBe('never()');
    expect(markStartUpScripts(dir)).toBe(0);
  });
});
