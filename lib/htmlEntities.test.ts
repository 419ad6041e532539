import { decodeEntities } from './htmlEntities';

describe('decodeEntities', () => {
  it('decodes the named references serialisers write and every numeric one', () => {
    expect(decodeEntities('Q&amp;A &lt;b&gt; &quot;x&quot; &apos;y&#39; &#x27;z&#X27; a&nbsp;b')).toBe(
      `Q&A <b> "x" 'y' 'z' a\u00a0b`,
    );
  });

  it('leaves an unknown name, and text without references, as written', () => {
    expect(decodeEntities('&copy2; &bogus; plain')).toBe('&copy2; &bogus; plain');
  });
});
