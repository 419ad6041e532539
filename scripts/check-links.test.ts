/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brokenReferences,
  cssReferences,
  fragmentTargets,
  htmlReferences,
  internalTarget,
  resolvePath,
} from './check-links';

const origin = 'https://www.example.org';

describe('htmlReferences', () => {
  it('collects links, assets, srcset, CSS url(), og:image and meta refresh, not script text', () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/a.css"/><link rel="preconnect" href="https://cdn.example"/>',
      '<meta property="og:image" content="https://www.example.org/og-image.png"/><meta property="og:image:width" content="1200"/>',
      '<meta http-equiv="refresh" content="0;url=/gielle-rental"/>',
      '<style>.a{background:url("/images/a.svg")}</style>',
      '<script>var x = "<a href=\\"/nope\\">";</script><script src="/_next/static/b.js"></script>',
      '<a href="/contatti?richiesta=noleggio&amp;mezzo=1#modulo">x</a><img src="/images/b.png" srcset="/images/b.png 1x, /images/b@2x.png 2x"/>',
    ].join('');
    expect(htmlReferences(html)).toEqual([
      '/images/a.svg',
      '/_next/static/a.css',
      'https://www.example.org/og-image.png',
      '/gielle-rental',
      '/_next/static/b.js',
      '/contatti?richiesta=noleggio&mezzo=1#modulo',
      '/images/b.png',
      '/images/b.png',
      '/images/b@2x.png',
    ]);
  });

  it('reads CSS url() in every quoting style', () => {
    expect(cssReferences('a{src:url(/f.woff2) format("woff2"),url("/g.woff") ,url( \'/h.ttf\' )}')).toEqual([
      '/f.woff2',
      '/g.woff',
      '/h.ttf',
    ]);
  });

  it('knows the fragment targets of a page', () => {
    expect(fragmentTargets('<section id="flotta"></section><a name="top"></a><script>id="x"</script>')).toEqual(
      new Set(['flotta', 'top']),
    );
  });
});

describe('internalTarget', () => {
  it.each([
    ['/chi-siamo', '/index.html', { path: '/chi-siamo', fragment: '' }],
    ['#storia', '/chi-siamo.html', { path: '/chi-siamo', fragment: 'storia' }],
    ['https://www.example.org/og-image.png', '/index.html', { path: '/og-image.png', fragment: '' }],
    ['documents/a%20b.pdf', '/index.html', { path: '/documents/a b.pdf', fragment: '' }],
  ])('%s from %s is internal', (url, from, expected) => {
    expect(internalTarget(url, from, origin)).toEqual(expected);
  });

  it.each(['mailto:info@example.com', 'tel:+39095', 'https://www.openstreetmap.org/x', 'data:image/png;base64,xx', ''])(
    '%s is not internal',
    (url) => {
      expect(internalTarget(url, '/index.html', origin)).toBeNull();
    },
  );
});

describe('brokenReferences on a small export', () => {
  const out = mkdtempSync(join(tmpdir(), 'links-'));
  mkdirSync(join(out, 'images'));
  writeFileSync(join(out, 'images', 'ok.svg'), '<svg/>');
  writeFileSync(join(out, 'chi-siamo.html'), '<h1 id="storia">x</h1>');
  writeFileSync(
    join(out, 'index.html'),
    '<a href="/chi-siamo#storia">ok</a><a href="/chi-siamo/">ok</a><img src="/images/ok.svg"/>' +
      '<a href="/servizi">broken</a><a href="/chi-siamo#nessuno">broken</a><img src="/images/missing.png"/><a href="mailto:x@example.com">m</a>',
  );

  it('resolves clean URLs like the host and lists each broken reference once', () => {
    expect(resolvePath(out, '/chi-siamo')).toBe(join(out, 'chi-siamo.html'));
    expect(resolvePath(out, '/')).toBe(join(out, 'index.html'));
    expect(resolvePath(out, '/nope')).toBeNull();
    expect(brokenReferences(out, origin)).toEqual([
      '/index.html -> /chi-siamo#nessuno (no element with id "nessuno")',
      '/index.html -> /images/missing.png (no file)',
      '/index.html -> /servizi (no file)',
    ]);
  });
});
