/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { editorHtml } from './cms-admin';
import { editorPolicy, editorSettings } from './cms-policy';
import {
  DATA_FILE_HEADERS,
  EMPTY_STYLE_HASH,
  HEADERS_LIMITS,
  blockedInlineMarkup,
  buildPolicy,
  checkHeadersLimits,
  headerOnlyPolicy,
  insecureReferences,
  headersFile,
  metaPolicy,
  resourcesBeforeMetaPolicy,
  withMetaPolicy,
  inlineScripts,
  inlineStyles,
  inlinedStylesheets,
  chunkPolicy,
  mapHashBucketSize,
  nginxConfig,
  policiesFor,
  WEBASSEMBLY_PAGES,
  requestPaths,
  sha256Source,
  editorHeaderRules,
  siteHtmlFiles,
  writePolicies,
} from './csp';

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="it"><head><script>boot()</script>${head}</head><body>${body}</body></html>`;

describe('sha256Source', () => {
  it('matches the hash browsers compute over the UTF-8 text', () => {
    expect(sha256Source('')).toBe(EMPTY_STYLE_HASH);
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    const accented = 'è';
    expect(sha256Source(accented)).toBe(
      `'sha256-${createHash('sha256').update(Buffer.from(accented, 'utf8')).digest('base64')}'`,
    );
  });
});

describe('inlineScripts', () => {
  it('takes executable inline scripts with their exact text and skips external and data blocks', () => {
    const html = [
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script id="_R_">\n  x()\n</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">m()</script>',
      '<SCRIPT type="text/javascript">upper()</SCRIPT>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['self.__next_f.push([1,"a"])', '\n  x()\n', 'm()', 'upper()']);
  });
});

describe('inlineStyles', () => {
  it('takes the text of every style element, empty ones included', () => {
    expect(inlineStyles('<style data-styled="">.a{color:red}</style><style></style>')).toEqual(['.a{color:red}', '']);
  });
});

describe('inlinedStylesheets', () => {
  it("names each stylesheet Next inlined, from the style element's data-href", () => {
    const head =
      '<style data-precedence="next" data-href="/_next/static/chunks/a.css /_next/static/chunks/b.css">.a{}.b{}</style>' +
      '<style data-styled="" data-styled-version="6">.island{}</style>';
    expect(inlinedStylesheets(head)).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
  });
});

describe('blockedInlineMarkup', () => {
  it('finds style attributes, inline handlers and javascript: URLs', () => {
    const problems = blockedInlineMarkup(
      '<div style="color:red"></div><img onerror="x()"><a href="javascript:void(0)">x</a>',
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/style attribute on <div>/);
    expect(problems[1]).toMatch(/onerror on <img>/);
    expect(problems[2]).toMatch(/javascript: URL on <a>/);
  });

  it('ignores text inside scripts and styles and attributes that only look alike', () => {
    expect(
      blockedInlineMarkup(
        '<script>el.setAttribute("style","x"); a="<b onclick=1>"</script><p data-style="x" class="onx">style="x"</p>',
      ),
    ).toEqual([]);
  });
});

describe('buildPolicy', () => {
  const policy = buildPolicy(["'sha256-S'"], ["'sha256-T'"]);
  const directive = (name: string) => policy.split('; ').find((d) => d === name || d.startsWith(`${name} `));

  it('is strict: no unsafe-inline or unsafe-eval anywhere', () => {
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('lets the search page compile WebAssembly, and nothing more', () => {
    const search = buildPolicy(["'sha256-S'"], ["'sha256-T'"], { webAssembly: true });
    expect(search).toBe(policy.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"));
    expect(WEBASSEMBLY_PAGES).toEqual(['/cerca.html']);
  });

  it.each([
    ['default-src', "default-src 'none'"],
    ['script-src', "script-src 'self' 'sha256-S'"],
    ['style-src', `style-src 'self' ${EMPTY_STYLE_HASH} 'sha256-T'`],
    ['img-src', "img-src 'self' data:"],
    ['connect-src', "connect-src 'self' https://api.emailjs.com"],
    ['frame-src', 'frame-src https://www.openstreetmap.org'],
    ['font-src', "font-src 'self'"],
    ['worker-src', "worker-src 'self'"],
    ['manifest-src', "manifest-src 'self'"],
    ['object-src', "object-src 'none'"],
    ['base-uri', "base-uri 'self'"],
    ['form-action', "form-action 'self' mailto:"],
    ['frame-ancestors', "frame-ancestors 'none'"],
    ['upgrade-insecure-requests', 'upgrade-insecure-requests'],
  ])('has %s', (name, expected) => {
    expect(directive(name)).toBe(expected);
  });
});

describe('policiesFor', () => {
  const pages = {
    '/index.html': page(
      '',
      '<style data-styled="">.home{}</style><style data-styled="" data-styled-version="6">.island{}</style>',
    ),
    '/chi-siamo.html': page('<script>about()</script>', '<style data-styled="">.about{}</style>'),
  };
  const { policies, problems } = policiesFor(pages);
  const byFile = Object.fromEntries(policies.map((p) => [p.file, p]));

  it('gives WebAssembly to the search page alone', () => {
    const withSearch = policiesFor({ ...pages, '/cerca.html': page('') }).policies;
    expect(withSearch.filter((p) => p.policy.includes("'wasm-unsafe-eval'")).map((p) => p.file)).toEqual([
      '/cerca.html',
    ]);
  });

  it('hashes each page its own scripts', () => {
    expect(byFile['/chi-siamo.html']?.policy).toContain(sha256Source('about()'));
    expect(byFile['/index.html']?.policy).not.toContain(sha256Source('about()'));
    expect(byFile['/index.html']?.policy).toContain(sha256Source('boot()'));
  });

  it('allows each page only its own inline styles', () => {
    expect(byFile['/index.html']?.policy).toContain(sha256Source('.home{}'));
    expect(byFile['/index.html']?.policy).toContain(sha256Source('.island{}'));
    expect(byFile['/chi-siamo.html']?.policy).not.toContain(sha256Source('.island{}'));
    expect(byFile['/chi-siamo.html']?.policy).not.toContain(sha256Source('.home{}'));
    expect(problems).toEqual([]);
  });

  it('allows every page the stylesheets a client-side navigation inserts inline', () => {
    const withNavigation = policiesFor(pages, ['.contatti{}', '.servizi{}']).policies;
    for (const { policy } of withNavigation) {
      expect(policy).toContain(sha256Source('.contatti{}'));
      expect(policy).toContain(sha256Source('.servizi{}'));
    }
  });

  it('refuses a <style> inside <body>, where HTML allows none', () => {
    const html = '<html><head><style>.a{}</style></head><body><main><style>.b{}</style></main></body></html>';
    expect(policiesFor({ '/x.html': html }).problems).toEqual([
      expect.stringMatching(/^\/x\.html: a <style> element inside <body>: <style>\.b\{\}/),
    ]);
  });

  it('reports markup the policy would block, naming the file', () => {
    expect(policiesFor({ '/x.html': page('<p style="color:red">x</p>') }).problems).toEqual([
      expect.stringMatching(/^\/x\.html: style attribute on <p>/),
    ]);
  });
});

describe('requestPaths', () => {
  it.each([
    ['/index.html', ['/', '/index.html']],
    ['/chi-siamo.html', ['/chi-siamo', '/chi-siamo.html']],
    ['/eProcurement.html', ['/eProcurement', '/eProcurement.html']],
    ['/docs/index.html', ['/docs/', '/docs/index.html']],
  ])('%s answers %j', (file, paths) => {
    expect(requestPaths(file)).toEqual(paths);
  });
});

describe('output files', () => {
  const { policies } = policiesFor({ '/index.html': page(''), '/404.html': page('') });

  it('_headers: common headers and the header-only directives under /*, no per-page rule', () => {
    const text = headersFile(policies);
    const rules = text.split('\n\n');
    const wildcard = rules.find((rule) => rule.includes('\n/*\n'));
    expect(wildcard).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains');
    expect(wildcard).toContain('Cross-Origin-Resource-Policy: same-origin');
    expect(wildcard).toMatch(/^  Content-Security-Policy: frame-ancestors 'none'; upgrade-insecure-requests$/m);
    // One page-wide policy, plus the service worker's own (its fetches, not a page's).
    expect(text.match(/^ {2}Content-Security-Policy:/gm)).toHaveLength(2);
    expect(text).toMatch(
      /^\/sw\.js\n {2}Cache-Control: no-cache\n {2}Content-Security-Policy: default-src 'none'; connect-src 'self'; script-src 'self'$/m,
    );
    expect(text).not.toMatch(/^\/index\.html$|^\/404$/m);
  });

  it('_headers gives the extension-less placeholder images their PNG type', () => {
    expect(headersFile(policies)).toContain('\n/api/placeholder/*\n  Content-Type: image/png\n');
  });

  it("_headers keeps the pages' data files (.txt) out of the index, and only them", () => {
    const text = headersFile(policies);
    expect(text).toContain('\n/*.txt\n  X-Robots-Tag: noindex\n');
    expect(text.match(/X-Robots-Tag/g)).toHaveLength(1);
    // As _headers hosts match it: `*` any run of characters, folders included (scripts/serve.mjs does the same).
    const matches = (path: string) =>
      new RegExp(`^${DATA_FILE_HEADERS.pattern.replace('.', '\\.').replace('*', '.*')}$`).test(path);
    expect(['/chi-siamo.txt', '/servizi/fibra-ottica/__next._tree.txt', '/index.txt'].every(matches)).toBe(true);
    expect(['/chi-siamo', '/chi-siamo.html', '/sitemap.xml', '/documents/guida.pdf'].some(matches)).toBe(false);
  });

  it('nginx sends the data files the same X-Robots-Tag as _headers, and the editor its own first', () => {
    const conf = readFileSync(join(__dirname, '..', 'deploy', 'nginx.conf'), 'utf8');
    const map = /^map \$uri \$gielle_robots \{\n([\s\S]*?)^\}/m.exec(conf)?.[1] ?? '';
    const entries = [...map.matchAll(/^\s+(\S+)\s+"([^"]*)";$/gm)].map((m) => [m[1], m[2]]);
    expect(entries).toEqual([
      ['default', ''],
      ['~^/admin(/|$)', 'noindex, nofollow'],
      ['~\\.txt$', DATA_FILE_HEADERS.headers[0][1]],
    ]);
    expect(conf).toMatch(/^\s+add_header X-Robots-Tag\s+\$gielle_robots always;/m);
  });

  it('_headers stays within Cloudflare Pages limits however many pages the site has', () => {
    // A synthetic site of 300 pages, each with its own script and 300 inline styles of its own.
    const styles = (i: number) => Array.from({ length: 300 }, (_, j) => `<style>.p${i}-${j}{}</style>`).join('');
    const site = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [`/page-${i}.html`, page(`<script>page${i}()</script>`, styles(i))]),
    );
    const large = policiesFor(site).policies;
    expect(large[0]?.policy.length).toBeGreaterThan(HEADERS_LIMITS.lineLength * 7);
    const text = headersFile(large);
    expect(checkHeadersLimits(text)).toEqual([]);
    expect(text).toBe(headersFile(policies));
  });

  it('checkHeadersLimits names too many rules and too long lines', () => {
    const rules = Array.from({ length: 101 }, (_, i) => `/p${i}\n  X-A: b`).join('\n\n');
    expect(checkHeadersLimits(rules)).toEqual(['_headers has 101 rules (at most 100)']);
    expect(checkHeadersLimits(`/*\n  X-A: ${'b'.repeat(2000)}`)).toEqual([
      '_headers line 2 has 2007 characters (at most 2000)',
    ]);
  });

  it('nginx maps key the policy by the served file, in pieces that join back, and default to none', () => {
    const long = policiesFor({
      '/index.html': page(Array.from({ length: 200 }, (_, i) => `<style>.s${i}{}</style>`).join('')),
    }).policies;
    const { map, header } = nginxConfig(long);
    const policy = long[0]?.policy ?? '';
    expect(policy.length).toBeGreaterThan(4096);
    const pieces = [...map.matchAll(/^map \$uri \$gielle_csp_(\d+) \{$/gm)].map((m) => Number(m[1]));
    expect(pieces.length).toBeGreaterThan(1);
    const forIndex = [...map.matchAll(/^ {4}\/index\.html "([^"]*)";$/gm)].map((m) => m[1] ?? '');
    expect(forIndex.join('')).toBe(policy);
    for (const piece of forIndex) expect(piece.length).toBeLessThan(4096);
    expect(map.match(/^ {4}default "";$/gm)).toHaveLength(pieces.length);
    expect(header).toContain(
      `add_header Content-Security-Policy "${pieces.map((i) => `$gielle_csp_${i}`).join('')}" always;`,
    );
    expect(nginxConfig(policies).map).toMatch(/^ {4}\/404\.html "default-src 'none';/m);
  });

  it('nginx maps size their hash for the longest page path (nginx refuses the config otherwise)', () => {
    expect(mapHashBucketSize(['/a.html'])).toBe(64);
    const long = `/gielle-rental/${'piattaforma-aerea-'.repeat(4)}.html`;
    expect(mapHashBucketSize([long])).toBe(128);
    const { map } = nginxConfig(policiesFor({ [long]: page('') }).policies);
    expect(map).toMatch(/^map_hash_bucket_size 128;$/m);
    expect(map.indexOf('map_hash_bucket_size')).toBeLessThan(map.indexOf('map $uri'));
  });

  it('chunkPolicy cuts at spaces only', () => {
    expect(chunkPolicy('aaa bbb ccc', 5)).toEqual(['aaa', ' bbb', ' ccc']);
    expect(chunkPolicy('short', 10)).toEqual(['short']);
  });
});

describe('policy in the page', () => {
  const policy = buildPolicy(["'sha256-S'"], ["'sha256-T'"]);
  const html =
    '<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/><link rel="preload" as="script" href="/a.js"/><script src="/a.js" async=""></script><style>.a{}</style></head><body></body></html>';

  it('the meta policy is the full policy less the header-only directives and upgrade-insecure-requests', () => {
    expect(metaPolicy(policy)).toBe(policy.replace("; frame-ancestors 'none'; upgrade-insecure-requests", ''));
    expect(metaPolicy(policy)).not.toContain('upgrade-insecure-requests');
    expect(headerOnlyPolicy(policy)).toBe("frame-ancestors 'none'; upgrade-insecure-requests");
    // Together they are the whole policy: a host that sends the header part loses nothing.
    expect(`${metaPolicy(policy)}; ${headerOnlyPolicy(policy)}`).toBe(policy);
  });

  it('finds anything a page would load over http://, and nothing else', () => {
    const insecure =
      '<head><link rel="stylesheet" href="http://cdn.example/a.css"/><script src="http://cdn.example/a.js"></script>' +
      '<style>.a{background:url("http://cdn.example/b.png")}</style></head><body><img srcset="/a.png 1x, http://cdn.example/c.png 2x" alt=""/>' +
      '<iframe src="http://maps.example/"></iframe><form action="http://forms.example/"></form></body>';
    expect(insecureReferences(insecure)).toEqual([
      '<link> loads http://cdn.example/a.css over http://',
      '<script> loads http://cdn.example/a.js over http://',
      '<img> loads /a.png 1x, http://cdn.example/c.png 2x over http://',
      '<iframe> loads http://maps.example/ over http://',
      '<form> loads http://forms.example/ over http://',
      'a style loads http://cdn.example/b.png over http://',
    ]);
    const fine =
      '<head><script type="application/ld+json">{"url":"http://schema.org"}</script><link rel="canonical" href="https://www.gielle.example/"/></head>' +
      '<body><svg xmlns="http://www.w3.org/2000/svg"></svg><a href="http://www.example.org/">sito</a><img src="/a.png" alt=""/></body>';
    expect(insecureReferences(fine)).toEqual([]);
  });

  it('goes right after <meta charset>, before every script, preload and style, once however often it runs', () => {
    const once = withMetaPolicy(html, policy);
    expect(once).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy)}"/><link`,
    );
    expect(resourcesBeforeMetaPolicy(once)).toEqual([]);
    expect(withMetaPolicy(once, policy)).toBe(once);
  });

  it('reports a page whose scripts come before its meta policy', () => {
    const late = html.replace(
      '</head>',
      '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'"/></head>',
    );
    expect(resourcesBeforeMetaPolicy(late)).toEqual(['<link re… before the meta policy']);
    expect(resourcesBeforeMetaPolicy(html)).toEqual(['no <meta http-equiv="Content-Security-Policy">']);
  });
});

describe('the editor (out/admin) is kept apart from the public pages', () => {
  const site = {
    'index.html':
      '<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><style>a{}</style><script>boot()</script></head><body></body></html>',
    'chi-siamo.html':
      '<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><style>b{}</style></head><body></body></html>',
  };
  const editor = editorHtml({
    policy: editorPolicy(editorSettings()),
    bundleSrc: '/admin/decap-1/decap-cms.js',
    bundleIntegrity: 'sha384-a',
    editorSrc: '/admin/editor.js',
    editorIntegrity: 'sha384-b',
  });
  let dirs: string[] = [];
  const exportWith = (withEditor: boolean) => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-editor-'));
    dirs.push(dir);
    for (const [name, html] of Object.entries(site)) writeFileSync(join(dir, name), html);
    if (withEditor) {
      mkdirSync(join(dir, 'admin'));
      writeFileSync(join(dir, 'admin', 'index.html'), editor);
    }
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    dirs = [];
  });

  it('siteHtmlFiles leaves the editor out', () => {
    const dir = exportWith(true);
    expect(
      siteHtmlFiles(dir)
        .map((file) => file.slice(dir.length))
        .sort(),
    ).toEqual(['/chi-siamo.html', '/index.html']);
  });

  it('public pages, their _headers rules and their nginx entries are byte for byte the same with the editor', () => {
    const without = exportWith(false);
    const withEditor = exportWith(true);
    expect(writePolicies(without).problems).toEqual([]);
    expect(writePolicies(withEditor).problems).toEqual([]);
    for (const name of Object.keys(site))
      expect(readFileSync(join(withEditor, name), 'utf8')).toBe(readFileSync(join(without, name), 'utf8'));
    const headers = readFileSync(join(withEditor, '_headers'), 'utf8');
    expect(headers.startsWith(readFileSync(join(without, '_headers'), 'utf8'))).toBe(true);
    const publicMap = readFileSync(join(without, '_nginx', 'csp-map.conf'), 'utf8')
      .split('\n')
      .filter((line) => /^\s+\/(?!admin)/.test(line));
    const map = readFileSync(join(withEditor, '_nginx', 'csp-map.conf'), 'utf8').split('\n');
    expect(map.filter((line) => /^\s+\/(?!admin)/.test(line))).toEqual(publicMap);
  });

  it('the editor keeps its own page and policy: in the nginx map and its own _headers rules', () => {
    const dir = exportWith(true);
    writePolicies(dir);
    expect(readFileSync(join(dir, 'admin', 'index.html'), 'utf8')).toBe(editor);
    const policy = editorPolicy(editorSettings());
    const map = readFileSync(join(dir, '_nginx', 'csp-map.conf'), 'utf8');
    expect(map).toContain(`    /admin/index.html "${policy}";`);
    expect(map).toContain(`    /admin "${policy}";`);
    expect(readFileSync(join(dir, '_headers'), 'utf8')).toContain(editorHeaderRules(policy));
  });

  it('nginx sends the service worker its own policy, the one _headers gives it', () => {
    const dir = exportWith(false);
    writePolicies(dir);
    const map = readFileSync(join(dir, '_nginx', 'csp-map.conf'), 'utf8');
    expect(map).toContain(`    /sw.js "default-src 'none'; connect-src 'self'; script-src 'self'";`);
    expect(readFileSync(join(dir, '_headers'), 'utf8')).toContain(
      "/sw.js\n  Cache-Control: no-cache\n  Content-Security-Policy: default-src 'none'; connect-src 'self'; script-src 'self'\n",
    );
  });

  it('editorHeaderRules: drops the site-wide policy and opener policy, then gives the editor its own, on /admin and below', () => {
    const rules = editorHeaderRules("default-src 'none'");
    const blocks = rules.split('\n\n').filter((block) => /^\//m.test(block));
    expect(blocks.map((block) => block.split('\n').find((line) => line.startsWith('/')))).toEqual([
      '/admin',
      '/admin/*',
    ]);
    for (const block of blocks) {
      expect(block).toContain('  ! Content-Security-Policy\n  ! Cross-Origin-Opener-Policy\n');
      expect(block).toContain("  Content-Security-Policy: default-src 'none'");
      expect(block).toContain('  Cross-Origin-Opener-Policy: same-origin-allow-popups');
      expect(block).toContain('  X-Robots-Tag: noindex, nofollow');
    }
    expect(checkHeadersLimits(rules)).toEqual([]);
  });

  it('reports an editor page written with other settings than the build’s', () => {
    const dir = exportWith(true);
    const other = editor.replace('http://127.0.0.1:8081', 'http://127.0.0.1:9999');
    writeFileSync(join(dir, 'admin', 'index.html'), other);
    expect(writePolicies(dir).problems).toEqual([
      expect.stringContaining('/admin/index.html: its policy is not the one'),
    ]);
  });
});
