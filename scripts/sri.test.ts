/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addIntegrity, declaredIntegrity, sha384, verifyIntegrity, withIntegrity } from './sri';

const html =
  '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><link rel="preload" as="font" href="/f.woff2"/>' +
  '<script src="/_next/static/chunks/p.js" noModule=""></script><script src="https://cdn.example.org/x.js"></script>' +
  '<script>inline()</script></head>';

describe('sha384', () => {
  it('is the base64 SHA-384 digest browsers compare', () => {
    expect(sha384('alert(1)')).toBe(`sha384-${createHash('sha384').update('alert(1)').digest('base64')}`);
  });
});

describe('withIntegrity', () => {
  const result = withIntegrity(html, (path) => `sha384-of-${path}`);

  it('adds the hash of the file to every same-origin script and script preload', () => {
    expect(result).toContain(
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js" integrity="sha384-of-/_next/static/chunks/a.js"/>',
    );
    expect(result).toContain(
      '<script src="/_next/static/chunks/a.js" async="" integrity="sha384-of-/_next/static/chunks/a.js">',
    );
    expect(result).toContain(
      '<script src="/_next/static/chunks/p.js" noModule="" integrity="sha384-of-/_next/static/chunks/p.js">',
    );
  });

  it('adds it to every same-origin stylesheet and style preload, as where scripts carry it', () => {
    const styled = withIntegrity(
      '<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>' +
        '<link rel="preload" as="style" href="/_next/static/chunks/s.css"/>' +
        '<link rel="stylesheet" href="https://cdn.example.org/x.css"/><link rel="icon" href="/icon.svg"/>',
      (path) => `sha384-of-${path}`,
    );
    expect(styled).toBe(
      '<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next" integrity="sha384-of-/_next/static/chunks/s.css"/>' +
        '<link rel="preload" as="style" href="/_next/static/chunks/s.css" integrity="sha384-of-/_next/static/chunks/s.css"/>' +
        '<link rel="stylesheet" href="https://cdn.example.org/x.css"/><link rel="icon" href="/icon.svg"/>',
    );
  });

  it('leaves other preloads, other origins and inline scripts alone', () => {
    expect(result).toContain('<link rel="preload" as="font" href="/f.woff2"/>');
    expect(result).toContain('<script src="https://cdn.example.org/x.js"></script><script>inline()</script>');
  });

  it('replaces an earlier integrity instead of adding a second', () => {
    const again = withIntegrity(result, (path) => `sha384-new-${path}`);
    expect(declaredIntegrity(again).map((d) => d.integrity)).toEqual([
      'sha384-new-/_next/static/chunks/a.js',
      'sha384-new-/_next/static/chunks/a.js',
      'sha384-new-/_next/static/chunks/p.js',
    ]);
  });
});

describe('addIntegrity and verifyIntegrity on an export', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'sri-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('hashes the files as served, and notices a file changed afterwards', () => {
    mkdirSync(join(outDir, '_next', 'static', 'chunks'), { recursive: true });
    writeFileSync(join(outDir, '_next', 'static', 'chunks', 'a.js'), '//# allFunctionsCalledOnLoad\na()');
    writeFileSync(join(outDir, '_next', 'static', 'chunks', 'p.js'), 'p()');
    writeFileSync(join(outDir, 'index.html'), html.replace('<script src="https://cdn.example.org/x.js"></script>', ''));
    expect(verifyIntegrity(outDir)).toHaveLength(3);
    expect(addIntegrity(outDir)).toBe(3);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain(
      `integrity="${sha384('//# allFunctionsCalledOnLoad\na()')}"`,
    );
    expect(verifyIntegrity(outDir)).toEqual([]);
    writeFileSync(join(outDir, '_next', 'static', 'chunks', 'p.js'), 'p(2)');
    expect(verifyIntegrity(outDir)).toEqual([
      expect.stringContaining('/_next/static/chunks/p.js integrity does not match the file'),
    ]);
  });
});
