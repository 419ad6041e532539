import { act, render, screen } from '@testing-library/react';
import { CONSENT_SPACE_VAR } from '@/lib/consent';
import { consentRoom, useConsentRoomStyle } from './consentRoom';

function FloatingControl() {
  return <button type="button" style={useConsentRoomStyle()}>Su</button>;
}

describe('consentRoom', () => {
  afterEach(() => act(() => consentRoom.set('')));

  it('writes the banner height on <html> and <body> only, and removes it when the banner closes', () => {
    act(() => consentRoom.set('132px'));
    expect(document.documentElement.style.getPropertyValue(CONSENT_SPACE_VAR)).toBe('132px');
    expect(document.body.style.getPropertyValue(CONSENT_SPACE_VAR)).toBe('132px');
    act(() => consentRoom.set(''));
    expect(document.documentElement.style.getPropertyValue(CONSENT_SPACE_VAR)).toBe('');
    expect(document.body.style.getPropertyValue(CONSENT_SPACE_VAR)).toBe('');
  });

  it('hands the height to a floating control, also one that mounts after it was measured', () => {
    act(() => consentRoom.set('96px'));
    render(<FloatingControl />);
    const control = screen.getByRole('button', { name: 'Su' });
    expect(control.style.getPropertyValue(CONSENT_SPACE_VAR)).toBe('96px');
    act(() => consentRoom.set('140px'));
    expect(control.style.getPropertyValue(CONSENT_SPACE_VAR)).toBe('140px');
    act(() => consentRoom.set(''));
    expect(control.style.getPropertyValue(CONSENT_SPACE_VAR)).toBe('');
  });

  it('tells listeners only of a change', () => {
    const listener = jest.fn();
    const unsubscribe = consentRoom.subscribe(listener);
    act(() => consentRoom.set('80px'));
    act(() => consentRoom.set('80px'));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
