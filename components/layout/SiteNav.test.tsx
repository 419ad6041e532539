import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mainNav } from '@/content/navigation';
import { SiteNav } from './SiteNav';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

// jsdom has no viewport: the list counts as the closed phone menu, so its links are
// queried with hidden: true where the menu is not opened first.
describe('SiteNav', () => {
  beforeEach(() => {
    mockPathname = '/';
  });

  it('lists the seven entries with the cart icon on Shop', () => {
    render(<SiteNav entries={mainNav} />);
    expect(screen.getAllByRole('link', { hidden: true })).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Shop', hidden: true }).querySelector('svg')).not.toBeNull();
  });

  it('marks only the current page with aria-current', () => {
    mockPathname = '/gielle-rental';
    render(<SiteNav entries={mainNav} />);
    expect(screen.getByRole('link', { name: 'Gielle Rental', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home', hidden: true })).not.toHaveAttribute('aria-current');
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('toggles the menu, and choosing an entry closes it', async () => {
    const user = userEvent.setup();
    render(<SiteNav entries={mainNav} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open', 'true');

    await user.click(screen.getByRole('link', { name: 'Contatti' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    render(<SiteNav entries={mainNav} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when focus moves outside the menu or a click lands elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SiteNav entries={mainNav} />
        <button type="button">Fuori</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    act(() => screen.getByRole('button', { name: 'Fuori' }).focus());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(document.body);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
