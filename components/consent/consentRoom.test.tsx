import { CONSENT_SPACE_VAR } from '@/lib/consent';
import { setConsentRoom } from './consentRoom';

describe('setConsentRoom', () => {
  it('writes the banner height on <html> and <body>, and removes it when the banner closes', () => {
    setConsentRoom('132px');
    expect(document.documentElement.style.getPropertyValue(CONSENT_SPACE_VAR)).toBe('132px');
    expect(document.body.style.getPropertyValue(CONSENT_SPACE_VAR)).toBe('132px');
    setConsentRoom('');
    expect(document.documentElement.getAttribute('style') ?? '').not.toContain(CONSENT_SPACE_VAR);
    expect(document.body.getAttribute('style') ?? '').not.toContain(CONSENT_SPACE_VAR);
  });
});
