/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * deploy/nginx.conf's map from a request to its clean URL (the other spellings of a page answer
 * 301), evaluated here as nginx does: the regular expressions in order, the first match wins, its
 * named captures substituted into the value. (e2e/nginx.spec.ts checks the same against nginx.)
 */
const conf = readFileSync(join(__dirname, '..', 'deploy', 'nginx.conf'), 'utf8');
const body = /^map \$request_uri \$gielle_clean_url \{\n([\s\S]*?)^\}/m.exec(conf)?.[1] ?? '';
const entries = [...body.matchAll(/^\s+"~([^"]+)"\s+"([^"]*)";$/gm)].map((m) => ({
  pattern: new RegExp(m[1] ?? ''),
  value: m[2] ?? '',
}));

function cleanUrl(requestUri: string): string {
  for (const { pattern, value } of entries) {
    const match = pattern.exec(requestUri);
    if (match) return value.replace(/\$(\w+)/g, (_, name: string) => match.groups?.[name] ?? '');
  }
  return '';
}

describe('nginx: one URL per page', () => {
  it('has the map, with a default of no redirect, and returns 301 to it', () => {
    expect(entries.length).toBe(3);
    expect(body).toMatch(/^\s+default "";$/m);
    expect(conf).toMatch(/if \(\$gielle_clean_url\) \{\s+return 301 \$gielle_clean_url;\s+\}/);
  });

  it.each([
    ['/index', '/'],
    ['/index.html', '/'],
    ['/index.html?utm_source=x', '/?utm_source=x'],
    ['/chi-siamo.html', '/chi-siamo'],
    ['/servizi/fibra-ottica.html?x=1', '/servizi/fibra-ottica?x=1'],
    ['/gielle-rental/carrello-diesel-3t.html', '/gielle-rental/carrello-diesel-3t'],
    ['/admin/index.html', '/admin'],
    ['/gielle-rental/index', '/gielle-rental'],
  ])('%s moves to %s', (request, clean) => {
    expect(cleanUrl(request)).toBe(clean);
  });

  it.each([
    '/',
    '/chi-siamo',
    '/chi-siamo?x=a.html',
    '/index.txt',
    '/chi-siamo.txt',
    '/servizi/fibra-ottica/__next._index.txt',
    '/documents/guida-whistleblowing.pdf',
    '/indexes',
  ])('%s is served as it is', (request) => {
    expect(cleanUrl(request)).toBe('');
  });
});
