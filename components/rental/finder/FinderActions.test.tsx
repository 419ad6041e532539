import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FinderActions } from './FinderActions';
import { COMPARE_FULL_EVENT, COMPARE_KEY, compareStore, REQUEST_LIST_KEY, requestListStore } from './stores';

describe('FinderActions', () => {
  beforeEach(() => {
    act(() => {
      requestListStore.set([]);
      compareStore.set([]);
    });
  });

  it('adds to and removes from the request list, kept in localStorage', () => {
    render(<FinderActions vehicleId={4} vehicleName="Carrello 5 t" />);
    const add = screen.getByRole('button', { name: 'Aggiungi alla richiesta: Carrello 5 t' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(REQUEST_LIST_KEY)).toBe('[4]');
    fireEvent.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem(REQUEST_LIST_KEY)).toBeNull();
  });

  it('refuses a fourth vehicle for comparison and says so through an event', () => {
    act(() => compareStore.set([1, 2, 3]));
    const onFull = jest.fn();
    window.addEventListener(COMPARE_FULL_EVENT, onFull);
    render(<FinderActions vehicleId={9} vehicleName="Sollevatore" />);
    const compare = screen.getByRole('button', { name: 'Confronta: Sollevatore' });
    fireEvent.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    expect(onFull).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(COMPARE_KEY)).toBe('[1,2,3]');
    window.removeEventListener(COMPARE_FULL_EVENT, onFull);
  });

  it('leaves out the compare toggle when asked', () => {
    render(<FinderActions vehicleId={9} vehicleName="Sollevatore" compare={false} />);
    expect(screen.queryByRole('button', { name: 'Confronta: Sollevatore' })).toBeNull();
  });
});

describe('FinderActions before and after its script', () => {
  it('is usable once mounted, and stays so when it renders again', () => {
    const { container, rerender } = render(<FinderActions vehicleId={4} vehicleName="Carrello 5 t" />);
    const row = container.querySelector('[data-finder-actions]');
    expect(row).not.toHaveAttribute('inert');
    expect(row).not.toHaveAttribute('data-pending');
    fireEvent.click(screen.getByRole('button', { name: 'Confronta: Carrello 5 t' }));
    rerender(<FinderActions vehicleId={4} vehicleName="Carrello 5 t" compare={false} />);
    expect(row).not.toHaveAttribute('inert');
    expect(row).not.toHaveAttribute('data-pending');
  });

  it('is plain markup styled by its holder, so hydrating 18 cards runs no styled-components', () => {
    const html = renderToString(<FinderActions vehicleId={4} vehicleName="Carrello 5 t" />);
    expect(html).not.toMatch(/class=/);
  });

  it('is inert and pending in the pre-rendered HTML', () => {
    const html = renderToString(<FinderActions vehicleId={4} vehicleName="Carrello 5 t" />);
    expect(html).toMatch(/<div[^>]*data-finder-actions=""[^>]*inert=""[^>]*data-pending=""/);
  });

  it('reads an empty list as the server snapshot, so hydration needs no second render', () => {
    act(() => {
      requestListStore.set([]);
      compareStore.set([]);
    });
    expect(requestListStore.getSnapshot()).toBe(requestListStore.getServerSnapshot());
    expect(compareStore.getSnapshot()).toBe(compareStore.getServerSnapshot());
    act(() => requestListStore.set([3]));
    expect(requestListStore.getSnapshot()).toEqual([3]);
  });
});
