import { render, screen } from '@testing-library/react';
import { OpenPositionList, OpenUntil } from './OpenByDate';

/** The two open test positions of e2e/testContent.ts: on the sites until 31 March 2099, in Catania until 30 June 2099. */
function listing() {
  return render(
    <OpenPositionList closing={['2099-03-31', '2099-06-30', null]} empty={<p>Nessuna posizione aperta</p>}>
      <p>Tecnico antincendio</p>
      <p>Magazziniere</p>
      <p>Senza chiusura</p>
    </OpenPositionList>,
  );
}

const visible = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('OpenPositionList', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps every card on and before the closing day in Rome', () => {
    // 31 March 2099 at 23:30 in Rome is still that day there, though 1 April elsewhere later.
    jest.useFakeTimers({ now: new Date('2099-03-31T21:30:00Z') });
    listing();
    expect(visible()).toEqual(['Tecnico antincendio', 'Magazziniere', 'Senza chiusura']);
    expect(screen.getByText('Nessuna posizione aperta')).not.toBeVisible();
  });

  it('hides a card from the day after its closing day', () => {
    jest.useFakeTimers({ now: new Date('2099-04-15T10:00:00Z') });
    listing();
    expect(visible()).toEqual(['Magazziniere', 'Senza chiusura']);
  });

  it('shows the empty state once none is left', () => {
    jest.useFakeTimers({ now: new Date('2099-07-01T08:00:00Z') });
    render(
      <OpenPositionList closing={['2099-03-31', '2099-06-30']} empty={<p>Nessuna posizione aperta</p>}>
        <p>Tecnico antincendio</p>
        <p>Magazziniere</p>
      </OpenPositionList>,
    );
    expect(visible()).toEqual([]);
    expect(screen.getByText('Nessuna posizione aperta')).toBeVisible();
  });
});

describe('OpenUntil', () => {
  afterEach(() => jest.useRealTimers());

  const page = () =>
    render(
      <OpenUntil validThrough="2099-06-30" closed={<p>Questa posizione è chiusa</p>}>
        <a href="#candidatura">Candidati</a>
      </OpenUntil>,
    );

  it('shows "Candidati" through the closing day', () => {
    jest.useFakeTimers({ now: new Date('2099-06-30T20:00:00Z') });
    page();
    expect(screen.getByRole('link', { name: 'Candidati' })).toBeVisible();
    expect(screen.getByText('Questa posizione è chiusa')).not.toBeVisible();
  });

  it('shows the closed notice instead from the next day', () => {
    jest.useFakeTimers({ now: new Date('2099-06-30T22:30:00Z') });
    page();
    expect(screen.queryByRole('link', { name: 'Candidati' })).toBeNull();
    expect(screen.getByText('Questa posizione è chiusa')).toBeVisible();
  });
});
