/** @jest-environment node */
import { flightWithoutStyles, moveStylesToHead, parseFlight, rewriteFlightScripts, scriptSafeJson, serialiseFlight } from './stylesToHead';

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
    expect(JSON.parse(rows[0]?.body ?? '')).toEqual(['$', 'ul', null, { children: [null, ['$', 'li', null, { children: 'x' }], null] }]);
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
    expect(pushes).toEqual(['(self.__next_f=self.__next_f||[]).push([0])', `self.__next_f.push(${scriptSafeJson([1, stream.toUpperCase()])})`]);
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

  it('moves every library <style> from the body to the end of <head>, in order, each distinct one once', () => {
    expect(result.moved).toBe(3);
    expect(result.duplicates).toBe(1);
    expect(head).toContain(
      '<style data-styled="" data-styled-version="6.6.0">.client{}</style>' +
        '<style data-styled-global="sc-global-x">body{margin:0}</style><style data-styled="">.a{}</style>',
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
    expect(moveStylesToHead(plain)).toEqual({ html: plain, moved: 0, duplicates: 0 });
  });
});
