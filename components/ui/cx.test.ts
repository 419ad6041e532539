import { cx } from './cx';

describe('cx', () => {
  it('joins the class names that are set, in order', () => {
    expect(cx('a', undefined, false, null, '', 'b')).toBe('a b');
  });

  it('is empty when none is set', () => {
    expect(cx(undefined, false)).toBe('');
  });
});
