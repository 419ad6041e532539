import { faqPageJsonLd, serializeJsonLd } from './faqJsonLd';

describe('faqPageJsonLd', () => {
  it('maps every question and answer to a schema.org Question', () => {
    const data = faqPageJsonLd([
      { question: 'Durata minima?', answer: 'Un giorno.' },
      { question: 'Assicurazione?', answer: 'RC inclusa.' },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Durata minima?', acceptedAnswer: { '@type': 'Answer', text: 'Un giorno.' } },
        { '@type': 'Question', name: 'Assicurazione?', acceptedAnswer: { '@type': 'Answer', text: 'RC inclusa.' } },
      ],
    });
  });

  it('serialises without any raw "<" so the script tag cannot be closed early', () => {
    const json = serializeJsonLd(faqPageJsonLd([{ question: 'a</script><b>', answer: 'x' }]));
    expect(json).not.toContain('<');
    expect(JSON.parse(json).mainEntity[0].name).toBe('a</script><b>');
  });
});
