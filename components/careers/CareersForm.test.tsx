import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CareersForm } from './CareersForm';
import { openMailClient } from '@/lib/mailto';
import { company } from '@/content/company';

jest.mock('@/lib/mailto', () => ({
  ...jest.requireActual('@/lib/mailto'),
  openMailClient: jest.fn(),
}));

const openMock = openMailClient as jest.MockedFunction<typeof openMailClient>;
const HR = company.email.hr;

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Maria');
  await user.type(screen.getByRole('textbox', { name: 'Cognome' }), 'Rossi');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.org');
  await user.type(screen.getByRole('textbox', { name: 'Telefono' }), '333');
  await user.type(screen.getByRole('textbox', { name: 'Lettera di presentazione' }), 'Buongiorno');
  await user.click(screen.getByRole('checkbox'));
}

describe('CareersForm', () => {
  beforeEach(() => openMock.mockReset());

  it('shows the error of docs/product.md with the HR address when the mail client cannot be opened', async () => {
    openMock.mockImplementation(() => {
      throw new Error('blocked');
    });
    const user = userEvent.setup();
    render(<CareersForm hrEmail={HR} privacyHref="/privacy-policy" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Prepara email' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      `Si è verificato un errore durante l'apertura del client email. Contattaci direttamente all'indirizzo ${HR}`,
    );
    expect(screen.getByRole('link', { name: HR })).toHaveAttribute('href', `mailto:${HR}`);
    expect(screen.queryByText('Email Preparata!')).toBeNull();
    // The form is kept so nothing typed is lost.
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria');
  });

  it('on success shows "Email Preparata!" and clears everything after 3 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<CareersForm hrEmail={HR} privacyHref="/privacy-policy" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Prepara email' }));
    // The mail code is fetched on send, so the notice follows a moment later.
    expect(await screen.findByText('Email Preparata!')).toBeInTheDocument();
    expect(openMock).toHaveBeenCalledTimes(1);
    expect(openMock.mock.calls[0]?.[0]).toMatch(/^mailto:lavoro@example\.com\?subject=/);
    act(() => {
      jest.advanceTimersByTime(2900);
    });
    expect(screen.getByText('Email Preparata!')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Email Preparata!')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    jest.useRealTimers();
  });

  describe('a position open on the site, the third type', () => {
    const positions = [
      { slug: 'magazziniere-carrellista', title: 'Magazziniere carrellista', validThrough: '2099-06-30' },
      { slug: 'tecnico-antincendio', title: 'Tecnico antincendio', validThrough: '2099-03-31' },
    ];
    const typeOptions = () => screen.getAllByRole('option').map((option) => option.textContent);

    afterEach(() => window.history.replaceState(null, '', '/'));

    it('is offered only while a position is open', () => {
      const { unmount } = render(<CareersForm hrEmail={HR} privacyHref="/privacy-policy" />);
      expect(typeOptions()).toEqual(['Candidatura spontanea', 'Risposta a un annuncio su LinkedIn']);
      unmount();
      render(<CareersForm hrEmail={HR} privacyHref="/privacy-policy" positions={positions} />);
      expect(typeOptions()).toContain('Posizione aperta sul sito');
    });

    it('arrives chosen from "Candidati" (?posizione=…), and the mail names it in subject and body', async () => {
      window.history.replaceState(null, '', '/lavora-con-noi?posizione=tecnico-antincendio#candidatura');
      const user = userEvent.setup();
      render(<CareersForm hrEmail={HR} privacyHref="/privacy-policy" positions={positions} />);
      expect(screen.getByRole('combobox', { name: /Tipo di candidatura/ })).toHaveValue('posizione');
      const chosen = screen.getByRole('combobox', { name: /Posizione aperta/ });
      expect(chosen).toHaveValue('tecnico-antincendio');
      expect(chosen).toHaveDisplayValue('Tecnico antincendio');
      // The preset is applied once: the query leaves the address, the form's anchor stays.
      expect(window.location.search).toBe('');
      expect(window.location.hash).toBe('#candidatura');
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Prepara email' }));
      await screen.findByText('Email Preparata!');
      const url = new URL(openMock.mock.calls[0]?.[0] ?? '');
      expect(url.searchParams.get('subject')).toBe('Candidatura per Tecnico antincendio - Maria Rossi');
      const body = url.searchParams.get('body') ?? '';
      expect(body).toContain('Tipo di candidatura: Posizione aperta sul sito');
      expect(body).toContain('Posizione: Tecnico antincendio');
      expect(body).not.toContain('Posizione LinkedIn');
    });

    it('asks for a position when the type is chosen by hand, keeping what was typed', async () => {
      const user = userEvent.setup();
      render(<CareersForm hrEmail={HR} privacyHref="/privacy-policy" positions={positions} />);
      await fill(user);
      await user.selectOptions(screen.getByRole('combobox', { name: /Tipo di candidatura/ }), 'posizione');
      await user.click(screen.getByRole('button', { name: 'Prepara email' }));
      expect(screen.getByText('Scegli la posizione per cui ti candidi')).toBeInTheDocument();
      const chosen = screen.getByRole('combobox', { name: /Posizione aperta/ });
      expect(chosen).toHaveFocus();
      expect(chosen).toHaveAttribute('aria-invalid', 'true');
      expect(openMock).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria');
      await user.selectOptions(chosen, 'magazziniere-carrellista');
      expect(screen.queryByText('Scegli la posizione per cui ti candidi')).toBeNull();
    });

    it('leaves out a position closed since the build, and ignores a link to it', () => {
      jest.useFakeTimers({ now: new Date('2099-04-15T10:00:00Z') });
      window.history.replaceState(null, '', '/lavora-con-noi?posizione=tecnico-antincendio#candidatura');
      render(<CareersForm hrEmail={HR} privacyHref="/privacy-policy" positions={positions} />);
      expect(screen.getByRole('combobox', { name: /Tipo di candidatura/ })).toHaveValue('spontanea');
      expect(window.location.search).toBe('');
      jest.useRealTimers();
    });
  });
});
