import { sample, samplesIn } from './sample';

describe('sample', () => {
  it('returns the very value it marks, so pages render what they did', () => {
    const phone = { display: '+39 000', tel: '+39000' };
    expect(sample(phone)).toBe(phone);
    expect(sample('info@example.org')).toBe('info@example.org');
  });

  it('finds marked values under their paths, through objects and arrays, in the order written', () => {
    const phone = sample({ display: '+39 000', tel: '+39000' });
    const roots = {
      firm: {
        name: 'Real Name S.r.l.',
        vat: sample('IT-sample-vat'),
        phone,
        links: [
          { network: 'A', url: 'https://a.example.org/real' },
          { network: 'B', url: sample('https://b.example.org/') },
        ],
      },
      list: sample(['x', 'y']),
    };
    expect(samplesIn(roots)).toEqual([
      { path: 'firm.vat', value: 'IT-sample-vat' },
      { path: 'firm.phone', value: phone },
      { path: 'firm.links[1].url', value: 'https://b.example.org/' },
      { path: 'list', value: ['x', 'y'] },
    ]);
  });

  it('lists a value quoted by a second module once, where first reached', () => {
    const email = sample('quoted@example.org');
    expect(samplesIn({ firm: { email }, page: { contact: email } })).toEqual([{ path: 'firm.email', value: email }]);
  });

  it('does not flag real values, nor an unmarked object equal to a marked one', () => {
    sample({ lat: 1, lon: 2 });
    expect(samplesIn({ firm: { name: 'Real', position: { lat: 1, lon: 2 }, founded: 2002, none: null } })).toEqual([]);
  });
});
