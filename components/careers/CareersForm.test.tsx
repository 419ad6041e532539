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
});
