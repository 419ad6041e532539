/** @jest-environment node */
import { IN_PAGE_PATH, isHtmlFile, withInPageScript } from './proxy';

describe('withInPageScript', () => {
  const tag = `<script src="${IN_PAGE_PATH}"></script>`;

  it('puts the listener right after the page policy, before every script and style of the page', () => {
    const html =
      '<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'none\'"/>' +
      '<link rel="preload" href="/a.js" as="script"/><script src="/a.js" async=""></script></head><body></body></html>';
    const out = withInPageScript(html);
    expect(out).toContain(`content="default-src 'none'"/>${tag}<link rel="preload"`);
    expect(out.replace(tag, '')).toBe(html);
  });

  it('without a policy, goes first in <head>', () => {
    expect(withInPageScript('<html><head><title>x</title></head></html>')).toBe(
      `<html><head>${tag}<title>x</title></head></html>`,
    );
  });
});

describe('isHtmlFile: what the proxy rewrites besides navigations (the service worker precaches pages by file name)', () => {
  it.each([
    ['/contatti.html?__WB_REVISION__=5bbc3355', true],
    ['/index.html', true],
    ['/contatti', false],
    ['/contatti.txt?_rsc=1', false],
    ['/_next/static/chunks/a.js', false],
  ])('%s: %s', (url, expected) => {
    expect(isHtmlFile(url)).toBe(expected);
  });
});
