import { sentences, sharedSentences, wordCount } from './pageText';

describe('wordCount', () => {
  it('counts words, keeping elided articles with their noun and decimal numbers whole', () => {
    expect(wordCount('L’operatore guida il carrello: 1,6 t, fino a 4,80 m.')).toBe(10);
    expect(wordCount('')).toBe(0);
  });
});

describe('sentences', () => {
  it('splits at sentence ends and normalises case and spaces', () => {
    expect(sentences('Uno  due. Tre!  Quattro?')).toEqual(['uno due.', 'tre!', 'quattro?']);
    expect(sentences('Secondo l’art. 73 del D.Lgs. 81/2008. Fine.')).toHaveLength(2);
  });

  it('does not split inside decimal numbers', () => {
    expect(sentences('Pesa 1.050 kg. Alza 4,80 m.')).toEqual(['pesa 1.050 kg.', 'alza 4,80 m.']);
  });
});

describe('sharedSentences', () => {
  it('names each sentence found under two keys', () => {
    const shared = sharedSentences({ a: 'Uguale qui. Solo a.', b: 'Solo b. Uguale  qui.', c: 'Altro.' });
    expect(shared).toEqual([{ sentence: 'uguale qui.', keys: ['a', 'b'] }]);
  });

  it('finds nothing when every text is its own', () => {
    expect(sharedSentences({ a: 'Uno.', b: 'Due.' })).toEqual([]);
  });
});
