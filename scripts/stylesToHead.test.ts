/** @jest-environment node */
import { PAGE_STYLE_KEY } from './csp';
import {
  flightChunks,
  flightWithPageStyle,
  flightWithoutStyles,
  moveStylesToHead,
  parseFlight,
  rewriteFlightScripts,
  scriptSafeJson,
  serialiseFlight,
} from './stylesToHead';

const style = (key: string, css: string) => ['$', 'style', key, { 'data-styled': '', children: css }];
const text = (id: string, body: string) => `${id}:T${Buffer.byteLength(body, 'utf8').toString(16)},${body}`;

/** A flight stream like Next's: a model row with two styles (one as a text row), an import row, a text row still in use. */
const stream = [
  `0:${JSON.stringify(['$', 'ul', null, { children: [style('sc-a', '.a{}'), ['$', 'li', null, { children: 'x' }], style('sc-b', '$5')] }])}\n`,
  '2:I[1,["/_next/static/chunks/a.js"],"Island"]\n',
  text('5', '.b{content:"è"}'),
  text('6', 'kept text'),
  `7:${JSON.stringify(['$', 'p', null, { children: '$6' }])}\n`,
].join('');

const page = (flight: string) =>
  `<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/><style data-styled="" data-styled-version="6.6.0">.client{}</style></head>` +
  '<body><style data-styled-global="sc-global-x">body{margin:0}</style><ul><style data-styled="">.a{}</style><li>x</li></ul>' +
  '<p><style data-styled="">.a{}</style>y</p><style>.not-library{}</style>' +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push(${scriptSafeJson([1, flight.slice(0, 40)])})</script>` +
  `<script>self.__next_f.push(${scriptSafeJson([1, flight.slice(40)])})</script></body></html>`;

describe('parseFlight', () => {
  it('splits line rows and length-prefixed text rows (length in UTF-8 bytes) and serialises them back unchanged', () => {
    const rows = parseFlight(stream);
    expect(rows.map((row) => [row.id, row.text])).toEqual([
      ['0', false],
      ['2', false],
      ['5', true],
      ['6', true],
      ['7', false],
    ]);
    expect(rows[2]?.body).toBe('T10,.b{content:"è"}');
    expect(serialiseFlight(rows)).toBe(stream);
    expect('.b{content:"è"}'.length).toBe(0xf); // 15 characters, 16 bytes
  });
});

describe('flightWithoutStyles', () => {
  it('turns each styled-components <style> into null and drops the text rows only they used', () => {
    const { stream: result, removed } = flightWithoutStyles(stream);
    expect(removed).toBe(2);
    const rows = parseFlight(result);
    expect(JSON.parse(rows[0]?.body ?? '')).toEqual([
      '$',
      'ul',
      null,
      { children: [null, ['$', 'li', null, { children: 'x' }], null] },
    ]);
    expect(rows.map((row) => row.id)).toEqual(['0', '2', '6', '7']);
    expect(result).toContain('2:I[1,["/_next/static/chunks/a.js"],"Island"]\n');
  });

  it('keeps a text row that something else still references', () => {
    const shared = `${stream}8:${JSON.stringify(['$', 'pre', null, { children: '$5' }])}\n`;
    expect(parseFlight(flightWithoutStyles(shared).stream).map((row) => row.id)).toContain('5');
  });

  it('refuses when another row points inside a removed element', () => {
    const inside = `${stream}9:["$0:props:children:0:props:children"]\n`;
    expect(() => flightWithoutStyles(inside)).toThrow(/points inside a removed <style>/);
    // Pointing at the element itself is fine: it resolves to null like the element.
    expect(() => flightWithoutStyles(`${stream}9:["$0:props:children:0"]\n`)).not.toThrow();
  });

  it('leaves a stream without library styles as it was', () => {
    const plain = `0:${JSON.stringify(['$', 'style', null, { children: '.own{}' }])}\n`;
    expect(flightWithoutStyles(plain)).toEqual({ stream: plain, removed: 0 });
  });
});

describe('rewriteFlightScripts', () => {
  it('joins the data pushes into the first one and keeps the bootstrap push', () => {
    const html = rewriteFlightScripts(page(stream), (data) => data.toUpperCase());
    const pushes = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]);
    expect(pushes).toEqual([
      '(self.__next_f=self.__next_f||[]).push([0])',
      `self.__next_f.push(${scriptSafeJson([1, stream.toUpperCase()])})`,
    ]);
  });

  it('puts a long stream back in pushes of at most FLIGHT_CHUNK_CHARS characters, in order, where the first push stood', () => {
    const long = `0:${JSON.stringify({ text: 'x'.repeat(45_000) })}\n`;
    const html = rewriteFlightScripts(page(stream), () => long);
    const pushes = [...html.matchAll(/<script>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g)].map(
      (match) => (JSON.parse(match[1] ?? '') as [number, string])[1],
    );
    expect(pushes.map((push) => push.length)).toEqual([20_000, 20_000, long.length - 40_000]);
    expect(pushes.join('')).toBe(long);
    expect(html).toMatch(/push\(\[0\]\)<\/script>(<script>self\.__next_f\.push\(\[1,[^<]*\)<\/script>){3}<\/body>/);
  });

  it('never splits a surrogate pair, which each push encodes to UTF-8 on its own', () => {
    const text = `${'a'.repeat(9)}🚜${'b'.repeat(9)}`;
    const chunks = flightChunks(text, 10);
    expect(chunks.join('')).toBe(text);
    expect(chunks[0]).toBe(`${'a'.repeat(9)}🚜`);
    expect(chunks.every((chunk) => chunk.length <= 11)).toBe(true);
    expect(chunks.some((chunk) => /[\ud800-\udbff]$/.test(chunk) || /^[\udc00-\udfff]/.test(chunk))).toBe(false);
  });

  it('refuses binary pushes, which it could not keep in order with the text', () => {
    const binary = page(stream).replace('</body>', '<script>self.__next_f.push([3,"AAEC"])</script></body>');
    expect(() => rewriteFlightScripts(binary, (data) => data)).toThrow(/push of type 3/);
  });

  it('escapes what would end the script early', () => {
    expect(scriptSafeJson([1, '</script><!--&'])).toBe('[1,"\\u003c/script\\u003e\\u003c!--\\u0026"]');
  });
});

describe('moveStylesToHead', () => {
  const result = moveStylesToHead(page(stream));
  const [head = '', body = ''] = result.html.split('</head>');

  it('moves every library <style> from the body into one element at the end of <head>, in order, each distinct one once', () => {
    expect(result.moved).toBe(3);
    expect(result.duplicates).toBe(1);
    expect(result.styles).toEqual(['body{margin:0}', '.a{}']);
    expect(head).toMatch(
      /<style data-styled="" data-styled-version="6\.6\.0">\.client\{\}<\/style><style data-styled="">body\{margin:0\}\.a\{\}<\/style>$/,
    );
    expect(body).not.toMatch(/data-styled/);
    expect(body).toContain('<ul><li>x</li></ul><p>y</p>');
  });

  it('leaves other <style> elements where they are (the validators judge them)', () => {
    expect(body).toContain('<style>.not-library{}</style>');
  });

  it('rewrites the flight data to match, so React hydrates the body as it is', () => {
    const data = /self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/.exec(result.html)?.[1] ?? '';
    expect((JSON.parse(data) as [number, string])[1]).toBe(flightWithoutStyles(stream).stream);
  });

  it('changes nothing on a page without library styles', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(moveStylesToHead(plain)).toEqual({ html: plain, moved: 0, duplicates: 0, styles: [] });
  });
});

describe('flightWithPageStyle', () => {
  // Like Next's payload: the segment tree names the page's row; the layout keeps its own styles;
  // row 8 is part of the page (a lazy reference), and the page reuses one of the header's styles
  // by a path into the header's row.
  const payload = [
    '1:"$Sreact.fragment"\n',
    `0:${JSON.stringify({ t: ['$', 'header', null, { children: [style('sc-h', '.h{}'), style('sc-shared', '.s{}')] }] })}\n`,
    `4:${JSON.stringify([['children', { s: '__PAGE__', h: 512, d: { r: '$L5', p: false, v: null } }]])}\n`,
    text('6', '.p{}'),
    `8:${JSON.stringify(['$', 'section', null, { children: [style('sc-q', '.q{}'), '$0:t:props:children:1'] }])}\n`,
    `5:${JSON.stringify(['$', '$1', 'c', { children: [['$', 'h1', null, { children: 'x' }], style('sc-p', '$6'), '$L8'] }])}\n`,
    `7:${JSON.stringify(['$5:props:children:0', ['$', 'p', null, { children: 'y' }]])}\n`,
  ].join('');
  // The full page's order: header, then the page (as its HTML has them).
  const documentStyles = ['.h{}', '.s{}', '.q{}', '.p{}', '.f{}'];
  const result = flightWithPageStyle(payload, documentStyles);
  const rows = parseFlight(result.stream);
  const row = (id: string) => JSON.parse(rows.find((r) => r.id === id)?.body ?? 'null') as unknown;

  it("puts one element with the page segment's own CSS, in the full page's order, last in the page segment", () => {
    expect(result.css).toBe('.s{}.q{}.p{}');
    expect(row('5')).toEqual([
      '$',
      '$1',
      'c',
      {
        children: [
          ['$', 'h1', null, { children: 'x' }],
          null,
          '$L8',
          ['$', 'style', PAGE_STYLE_KEY, { 'data-styled': '', children: '.s{}.q{}.p{}' }],
        ],
      },
    ]);
  });

  it('leaves no other style element, and no text row only they used', () => {
    expect(row('0')).toEqual({ t: ['$', 'header', null, { children: [null, null] }] });
    expect(row('8')).toEqual(['$', 'section', null, { children: [null, '$0:t:props:children:1'] }]);
    expect(rows.map((r) => r.id)).not.toContain('6');
  });

  it('moves no path another row points into', () => {
    expect(row('7')).toEqual(['$5:props:children:0', ['$', 'p', null, { children: 'y' }]]);
  });

  it('refuses a page style its HTML does not have, a payload without exactly one page segment, or a page that is not a list of children', () => {
    expect(() => flightWithPageStyle(payload, ['.h{}', '.p{}'])).toThrow(/2 page style\(s\) not in the page's HTML/);
    expect(() => flightWithPageStyle('0:["$","p",null,{}]\n', ['.a{}'])).toThrow(/0 page segments/);
    const page = `5:${JSON.stringify(['$', '$1', 'c', { children: [['$', 'h1', null, { children: 'x' }], style('sc-p', '$6'), '$L8'] }])}`;
    expect(payload).toContain(page);
    const single = payload.replace(page, `5:${JSON.stringify(['$', 'main', null, { children: '$L8' }])}`);
    expect(() => flightWithPageStyle(single, documentStyles)).toThrow(/not an element with a list of children/);
  });
});
