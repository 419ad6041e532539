import { isPlainClick } from './plainClick';

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('accepts a primary click with no modifier', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it.each([
    ['middle button', { ...plain, button: 1 }],
    ['ctrl', { ...plain, ctrlKey: true }],
    ['cmd', { ...plain, metaKey: true }],
    ['shift', { ...plain, shiftKey: true }],
    ['alt', { ...plain, altKey: true }],
  ])('leaves a %s click to the link', (_, event) => {
    expect(isPlainClick(event)).toBe(false);
  });
});
