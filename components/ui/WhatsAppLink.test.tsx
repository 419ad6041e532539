import { render, screen } from '@testing-library/react';
import { WhatsAppLink } from './WhatsAppLink';

// jest.mock is hoisted above the imports: WhatsAppLink reads this company.

/** company.whatsapp as content/company.ts gives it, set per test. */
let whatsapp: { display: string; tel: string; wa: string } | undefined;
jest.mock('@/content/company', () => ({
  get company() {
    return { whatsapp };
  },
}));

describe('WhatsAppLink', () => {
  test('with no number in content/company.json, nothing about WhatsApp shows', () => {
    whatsapp = undefined;
    const { container } = render(<WhatsAppLink text="Richiesta GL-7KQ3M9" icon={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  test('with one, a plain wa.me link with the text prefilled', () => {
    whatsapp = { display: '+39 333 000 0042', tel: '+393330000042', wa: '393330000042' };
    render(<WhatsAppLink text="Guasto: Carrello · Codice richiesta GL-7KQ3M9" icon={null} />);
    const link = screen.getByRole('link', { name: 'Scrivici su WhatsApp' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/393330000042');
    expect(href.searchParams.get('text')).toBe('Guasto: Carrello · Codice richiesta GL-7KQ3M9');
    expect(link).not.toHaveAttribute('target');
  });
});
