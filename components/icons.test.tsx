import { render } from '@testing-library/react';
import * as lucide from 'lucide-react';
import type { ComponentType } from 'react';
import * as icons from './icons';
import { Icon } from './icons';

/** An element's markup with attributes in a fixed order, so two renderings compare as text. */
function normalised(element: Element): string {
  const attributes = [...element.attributes].map((attribute) => `${attribute.name}="${attribute.value}"`).sort();
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${[...element.children].map(normalised).join('')}</${element.tagName.toLowerCase()}>`;
}

const drawn = (Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) => {
  const { container, unmount } = render(<Component {...props} />);
  const svg = container.querySelector('svg');
  const markup = svg ? normalised(svg) : '';
  unmount();
  return markup;
};

const names = Object.keys(icons).filter((name) => name !== 'staticIcon' && name !== 'Icon');

describe('icons: lucide icons as plain SVG for server components', () => {
  it('covers the icons the server components draw', () => {
    expect(names.length).toBeGreaterThan(20);
  });

  // The ways the site draws icons: hidden with a size, with a class, and named for a reader.
  const uses: Record<string, unknown>[] = [
    { size: 20, 'aria-hidden': 'true' },
    { size: 18, 'aria-hidden': 'true', focusable: 'false', className: 'inline' },
    { 'aria-label': 'Chiudi' },
    {},
  ];

  for (const name of names) {
    it(`${name} draws the same SVG as lucide-react`, () => {
      const own = (icons as unknown as Record<string, ComponentType<Record<string, unknown>>>)[name];
      const lucideIcon = (lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>)[name];
      expect(own).toBeDefined();
      expect(lucideIcon).toBeDefined();
      for (const props of uses) {
        const expected = drawn(lucideIcon!, props);
        expect(expected).toContain('<path');
        expect(drawn(own!, props)).toBe(expected);
      }
    });
  }

  it('draws content icons (Icon) as lucide-react does', () => {
    const { container } = render(<Icon name="truck" size={24} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('lucide lucide-truck');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(normalised(svg!)).toBe(
      drawn(lucide.Truck as unknown as ComponentType<Record<string, unknown>>, {
        size: 24,
        'aria-hidden': 'true',
        focusable: 'false',
      }),
    );
  });
});
