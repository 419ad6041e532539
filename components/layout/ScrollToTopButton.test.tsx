import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollToTopButton } from './ScrollToTopButton';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('ScrollToTopButton', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.scrollTo = jest.fn();
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
  });

  it('appears only beyond its threshold', () => {
    render(<ScrollToTopButton threshold={400} label="Torna su" />);
    expect(screen.queryByRole('button', { name: 'Torna su' })).toBeNull();
    scrollTo(400);
    expect(screen.queryByRole('button', { name: 'Torna su' })).toBeNull();
    scrollTo(401);
    expect(screen.getByRole('button', { name: 'Torna su' })).toBeInTheDocument();
    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Torna su' })).toBeNull();
  });

  it('scrolls smoothly to the top, or instantly under reduced motion', () => {
    render(<ScrollToTopButton threshold={300} label="Torna in cima" showLabel />);
    scrollTo(500);
    fireEvent.click(screen.getByRole('button', { name: 'Torna in cima' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    (window.matchMedia as jest.Mock).mockReturnValue({ matches: true });
    fireEvent.click(screen.getByRole('button', { name: 'Torna in cima' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});
