import { CONSENT_SPACE_VAR, CONSENT_STORAGE_KEY, consentBootScript, createConsent, parseConsent } from './consent';

describe('parseConsent', () => {
  it('reads back a record written by createConsent', () => {
    const record = createConsent('accepted', new Date('2026-11-22T10:00:00Z'));
    expect(parseConsent(JSON.stringify(record))).toEqual({
      version: 1,
      choice: 'accepted',
      decidedAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '{"choice":"accepted"'],
    ['a bare string', '"accepted"'],
    ['null', 'null'],
    ['an unknown choice', '{"version":1,"choice":"forse","decidedAt":"2026-01-01T00:00:00Z"}'],
    ['another version', '{"version":2,"choice":"accepted","decidedAt":"2026-01-01T00:00:00Z"}'],
    ['a missing date', '{"version":1,"choice":"rejected"}'],
    ['a nonsense date', '{"version":1,"choice":"rejected","decidedAt":"ieri"}'],
  ])('treats %s as no choice yet', (_label, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});

describe('consentBootScript', () => {
  const cases = [
    null,
    '',
    '{"choice":"accepted"',
    'null',
    '"accepted"',
    '{"version":1,"choice":"forse","decidedAt":"2026-01-01T00:00:00Z"}',
    '{"version":2,"choice":"accepted","decidedAt":"2026-01-01T00:00:00Z"}',
    '{"version":1,"choice":"rejected"}',
    '{"version":1,"choice":"rejected","decidedAt":"ieri"}',
    '{"version":1,"choice":"rejected","decidedAt":"2026-01-01T00:00:00Z"}',
    '{"version":1,"choice":"accepted","decidedAt":"2026-01-01T00:00:00Z"}',
  ];

  afterEach(() => {
    document.documentElement.removeAttribute('data-consent');
    document.documentElement.removeAttribute('data-js');
    window.localStorage.clear();
  });

  it.each(cases)('agrees with parseConsent for %p', (raw) => {
    if (raw !== null) window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    // Evaluating the exact inline script the page ships.
    new Function(consentBootScript)();
    expect(document.documentElement.getAttribute('data-consent')).toBe(parseConsent(raw)?.choice ?? null);
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
  });

  it('registers the banner height as a property that does not inherit, where the browser can', () => {
    const registerProperty = jest.fn();
    Object.defineProperty(window, 'CSS', { configurable: true, value: { registerProperty } });
    try {
      // Evaluating the exact inline script the page ships.
      new Function(consentBootScript)();
      expect(registerProperty).toHaveBeenCalledWith({
        name: CONSENT_SPACE_VAR,
        syntax: '<length>',
        inherits: false,
        initialValue: '0px',
      });
      // A browser without it (or a second registration) still gets the rest of the script.
      registerProperty.mockImplementation(() => {
        throw new Error('InvalidModificationError');
      });
      new Function(consentBootScript)();
      expect(document.documentElement.hasAttribute('data-js')).toBe(true);
    } finally {
      delete (window as { CSS?: unknown }).CSS;
    }
  });
});
