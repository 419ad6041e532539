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
    render(<SiteImage src="/a.svg" alt="a" width={400} height={300} fallbackSrc="/b.svg" fallbackNotice="Immagine non disponibile" />);
    expect(screen.queryByText('Immagine non disponibile')).toBeNull();
    const img = screen.getByRole('img', { name: 'a' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/b.svg');
    expect(screen.getByText('Immagine non disponibile')).toBeInTheDocument();
  });
});
