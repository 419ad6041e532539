import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_SPACE_VAR, CONSENT_STORAGE_KEY } from '@/lib/consent';
import { IDLE_FALLBACK_MS } from '@/lib/pageIdle';
import { CookieBanner } from './CookieBanner';
import { CookiePreferencesButton } from './CookiePreferencesButton';
import { consentStore } from './consentStore';

const bannerName = 'Questo sito usa i cookie';

function renderFreshPage() {
  // Each render stands for a new page load: the store reads storage again.
  consentStore.reset();
  return render(
    <>
      <CookieBanner />
      <CookiePreferencesButton />
    </>,
  );
}

// jsdom lays nothing out and has no ResizeObserver: this one reports a first size at the
// next frame, as browsers do after their next layout.
class FrameResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe() {
    requestAnimationFrame(() => this.report([], this as unknown as ResizeObserver));
  }
  disconnect() {}
}

beforeAll(() => {
  window.ResizeObserver = FrameResizeObserver as unknown as typeof ResizeObserver;
});
afterAll(() => {
  delete (window as { ResizeObserver?: unknown }).ResizeObserver;
});

describe('CookieBanner', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows on a first visit with Accept, close and a privacy link', () => {
    renderFreshPage();
    const banner = screen.getByRole('region', { name: bannerName });
    expect(banner).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accetta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chiudi e continua senza accettare' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('is named by its title, which is not a heading: the page H1 stays its first heading', () => {
    renderFreshPage();
    const banner = screen.getByRole('region', { name: bannerName });
    expect(banner).toHaveAttribute('aria-labelledby', 'cookie-banner-title');
    expect(screen.queryAllByRole('heading')).toEqual([]);
  });

  it('remembers Accept across page loads', async () => {
    const user = userEvent.setup();
    const first = renderFreshPage();
    await user.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(screen.queryByRole('region', { name: bannerName })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ choice: 'accepted' });
    first.unmount();

    renderFreshPage();
    expect(screen.queryByRole('region', { name: bannerName })).toBeNull();
  });

  it('closing without accepting stores a refusal and stays closed', async () => {
    const user = userEvent.setup();
    const first = renderFreshPage();
    await user.click(screen.getByRole('button', { name: 'Chiudi e continua senza accettare' }));
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ choice: 'rejected' });
    first.unmount();
    renderFreshPage();
    expect(screen.queryByRole('region', { name: bannerName })).toBeNull();
  });

  it('the footer button reopens the choice and moves focus to it', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, choice: 'rejected', decidedAt: '2026-01-01T00:00:00.000Z' }),
    );
    renderFreshPage();
    expect(screen.queryByRole('region', { name: bannerName })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Preferenze cookie' }));
    expect(screen.getByRole('region', { name: bannerName })).toBeInTheDocument();
    expect(screen.getByText(bannerName)).toHaveFocus();
  });

  it('Escape closes it without accepting and focus goes back where it was, not to <body>', async () => {
    const user = userEvent.setup();
    consentStore.reset();
    render(
      <>
        <a href="#contenuto">Salta al contenuto</a>
        <CookieBanner />
        <main id="contenuto" tabIndex={-1} />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Salta al contenuto' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accetta' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: bannerName })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ choice: 'rejected' });
    expect(screen.getByRole('link', { name: 'Salta al contenuto' })).toHaveFocus();
  });

  it('after Accetta with no earlier focus, focus goes to the main content', async () => {
    const user = userEvent.setup();
    consentStore.reset();
    render(
      <>
        <CookieBanner />
        <main id="contenuto" tabIndex={-1} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(document.getElementById('contenuto')).toHaveFocus();
  });

  it('treats a corrupt stored value as no choice, without crashing', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    renderFreshPage();
    expect(screen.getByRole('region', { name: bannerName })).toBeInTheDocument();
  });

  describe('the room it keeps at the end of the page', () => {
    const reserved = () => document.documentElement.style.getPropertyValue(CONSENT_SPACE_VAR);
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('is reserved once the page is idle, not during hydration, and released on a choice', () => {
      renderFreshPage();
      // Setting it restyles the whole page: not inside the load's tasks.
      expect(reserved()).toBe('');
      act(() => jest.advanceTimersByTime(IDLE_FALLBACK_MS + 20));
      // jsdom lays nothing out: the banner's top is 0, so the room is the whole window.
      expect(reserved()).toBe(`${window.innerHeight}px`);
      expect(document.body.style.getPropertyValue(CONSENT_SPACE_VAR)).toBe(`${window.innerHeight}px`);
      fireEvent.click(screen.getByRole('button', { name: 'Accetta' }));
      expect(reserved()).toBe('');
      expect(document.body.style.getPropertyValue(CONSENT_SPACE_VAR)).toBe('');
    });

    it('is reserved at the first focus move if that comes sooner', () => {
      consentStore.reset();
      render(
        <>
          <a href="#contenuto">Salta al contenuto</a>
          <CookieBanner />
        </>,
      );
      expect(reserved()).toBe('');
      act(() => screen.getByRole('link', { name: 'Salta al contenuto' }).focus());
      act(() => jest.advanceTimersByTime(20));
      expect(reserved()).toBe(`${window.innerHeight}px`);
    });
  });
});
