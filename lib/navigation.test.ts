import { isActivePath } from './navigation';

describe('isActivePath', () => {
  it.each([
    ['/', '/', true],
    ['/chi-siamo', '/', false],
    ['/chi-siamo', '/chi-siamo', true],
    ['/chi-siamo/', '/chi-siamo', true],
    ['/chi-siamo-altro', '/chi-siamo', false],
    ['/servizi/qualcosa', '/servizi', true],
    [null, '/', false],
  ])('pathname %p with entry %p is active: %p', (pathname, href, expected) => {
    expect(isActivePath(pathname, href)).toBe(expected);
  });
});
