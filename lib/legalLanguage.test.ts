import { legalAnchorId, legalLangFromLocation, legalLangHref } from './legalLanguage';

describe('legalAnchorId', () => {
  it('prefixes the section id with the language', () => {
    expect(legalAnchorId('it', 'diritti')).toBe('it-diritti');
    expect(legalAnchorId('en', 'diritti')).toBe('en-diritti');
  });
});

describe('legalLangFromLocation', () => {
  it('defaults to Italian', () => {
    expect(legalLangFromLocation('', '')).toBe('it');
    expect(legalLangFromLocation('?lang=fr', '')).toBe('it');
  });

  it('opens English from ?lang=en or from an English anchor', () => {
    expect(legalLangFromLocation('?lang=en', '')).toBe('en');
    expect(legalLangFromLocation('?utm=x&lang=en', '#it-titolare')).toBe('en');
    expect(legalLangFromLocation('', '#en-diritti')).toBe('en');
    expect(legalLangFromLocation('', '#en')).toBe('en');
    expect(legalLangFromLocation('', '#entrata')).toBe('it');
    expect(legalLangFromLocation('?lang=it', '#en-diritti')).toBe('it');
  });
});

describe('legalLangHref', () => {
  it('adds or removes ?lang=en and keeps other parameters', () => {
    expect(legalLangHref('https://x.test/privacy-policy', 'en')).toBe('/privacy-policy?lang=en');
    expect(legalLangHref('https://x.test/privacy-policy?lang=en', 'it')).toBe('/privacy-policy');
    expect(legalLangHref('https://x.test/privacy-policy?a=1&lang=en', 'it')).toBe('/privacy-policy?a=1');
  });

  it('drops an anchor of the other language and keeps one of the chosen language', () => {
    expect(legalLangHref('https://x.test/cookies-policy#it-durata', 'en')).toBe('/cookies-policy?lang=en');
    expect(legalLangHref('https://x.test/cookies-policy?lang=en#en-durata', 'en')).toBe(
      '/cookies-policy?lang=en#en-durata',
    );
  });
});
