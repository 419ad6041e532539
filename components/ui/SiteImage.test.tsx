import { fireEvent, render, screen } from '@testing-library/react';
import { SiteImage } from './SiteImage';

describe('SiteImage loading', () => {
  it('is lazy by default, below the fold', () => {
    render(<SiteImage src="/a.svg" alt="a" width={400} height={300} />);
    const img = screen.getByRole('img', { name: 'a' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('priority: eager, high fetch priority, decoded with the page', () => {
    render(<SiteImage src="/a.svg" alt="a" width={400} height={300} priority />);
    const img = screen.getByRole('img', { name: 'a' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'sync');
  });

  it('eager: never lazy, but at normal priority and decoded off the main path', () => {
    render(<SiteImage src="/a.svg" alt="a" width={400} height={300} eager />);
    const img = screen.getByRole('img', { name: 'a' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('decoding', 'async');
  });
});

describe('SiteImage fallback notice', () => {
  it('writes no notice while the picture loads, and the notice once it fails', () => {
    render(
      <SiteImage
        src="/a.svg"
        alt="a"
        width={400}
        height={300}
        fallbackSrc="/b.svg"
        fallbackNotice="Immagine non disponibile"
      />,
    );
    expect(screen.queryByText('Immagine non disponibile')).toBeNull();
    const img = screen.getByRole('img', { name: 'a' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/b.svg');
    expect(screen.getByText('Immagine non disponibile')).toBeInTheDocument();
  });
});

describe('SiteImage with a photo’s variants', () => {
  const picture = {
    width: 4000,
    height: 3000,
    avif: '/img/p-360.avif 360w, /img/p-640.avif 640w',
    webp: '/img/p-360.webp 360w, /img/p-640.webp 640w',
    fallback: '/img/p-360.jpg 360w, /img/p-640.jpg 640w',
    fallbackType: 'image/jpeg' as const,
    src: '/img/p-640.jpg',
  };

  it('renders <picture>: AVIF and WebP sources, the JPEG srcset on the img at the photo’s true size', () => {
    const { container } = render(
      <SiteImage src="/images/p.jpg" alt="p" width={400} height={300} picture={picture} sizes="50vw" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', picture.avif, '50vw'],
      ['image/webp', picture.webp, '50vw'],
    ]);
    const img = screen.getByRole('img', { name: 'p' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', picture.src);
    expect(img).toHaveAttribute('srcset', picture.fallback);
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '4000');
    expect(img).toHaveAttribute('height', '3000');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('an SVG drawing stays one plain <img>', () => {
    const { container } = render(<SiteImage src="/a.svg" alt="a" width={400} height={300} sizes="50vw" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'a' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('falls back to the placeholder and its notice when the photo fails', () => {
    const { container } = render(
      <SiteImage
        src="/images/p.jpg"
        alt="p"
        width={400}
        height={300}
        picture={picture}
        fallbackSrc="/b.svg"
        fallbackNotice="Immagine non disponibile"
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'p' }));
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'p' });
    expect(img).toHaveAttribute('src', '/b.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '400');
    expect(screen.getByText('Immagine non disponibile')).toBeInTheDocument();
  });
});
