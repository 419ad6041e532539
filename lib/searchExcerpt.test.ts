import { excerptParts } from './searchExcerpt';

describe('excerptParts', () => {
  it('keeps the marked words apart from the text around them', () => {
    expect(excerptParts('Il <mark>carrello</mark> diesel da 3 t')).toEqual([
      { text: 'Il ', marked: false },
      { text: 'carrello', marked: true },
      { text: ' diesel da 3 t', marked: false },
    ]);
  });

  it('decodes the escaped text, and no tag of the excerpt becomes an element', () => {
    expect(excerptParts('Q&amp;A &lt;b&gt; <img src=x onerror=alert(1)>sì')).toEqual([
      { text: 'Q&A <b> sì', marked: false },
    ]);
  });

  it('gives nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});
