import { act, render, screen } from '@testing-library/react';
import { CONSENT_SPACE_VAR } from '@/lib/consent';
import { setConsentRoom, useConsentRoomStyle } from './consentRoom';

function FloatingControl() {
  return (
    <button type="button" style={useConsentRoomStyle()}>
      Su
    </button>
  );
}

const roomOn = (element: HTMLElement) => element.style.getPropertyValue(CONSENT_SPACE_VAR);

describe('consentRoom', () => {
  afterEach(() => act(() => setConsentRoom('')));

  it('writes the banner height on <html> and <body>, and removes it when the banner closes', () => {
    act(() => setConsentRoom('132px'));
    expect(roomOn(document.documentElement)).toBe('132px');
    expect(roomOn(document.body)).toBe('132px');
    act(() => setConsentRoom(''));
    expect(document.documentElement.getAttribute('style') ?? '').not.toContain(CONSENT_SPACE_VAR);
    expect(document.body.getAttribute('style') ?? '').not.toContain(CONSENT_SPACE_VAR);
  });

  it('hands the height to a floating control, also one that mounts after it was measured', () => {
    act(() => setConsentRoom('96px'));
    render(<FloatingControl />);
    const control = screen.getByRole('button', { name: 'Su' });
    expect(roomOn(control)).toBe('96px');
    act(() => setConsentRoom('140px'));
    expect(roomOn(control)).toBe('140px');
    act(() => setConsentRoom(''));
    expect(roomOn(control)).toBe('');
  });
});
