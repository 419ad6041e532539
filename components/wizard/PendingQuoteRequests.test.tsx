import { act, fireEvent, render, screen } from '@testing-library/react';
import type { QueuedRequest } from '@/lib/offline/quoteQueue';
import { QUEUE_CHANGED_EVENT } from '@/lib/offline/quotePending';
import { PendingQuoteRequests } from './PendingQuoteRequests';

jest.mock('@/lib/offline/quotePending', () => ({
  QUEUE_CHANGED_EVENT: 'gielle:quote-requests',
  pendingQuoteRequests: jest.fn(),
  cancelQuoteRequest: jest.fn(() => Promise.resolve()),
}));

const { pendingQuoteRequests, cancelQuoteRequest } = jest.requireMock<{
  pendingQuoteRequests: jest.Mock<Promise<QueuedRequest[]>>;
  cancelQuoteRequest: jest.Mock<Promise<void>>;
}>('@/lib/offline/quotePending');

const request = (id: string): QueuedRequest => ({
  id,
  params: {},
  summary: 'Servizio: Facchinaggio',
  createdAt: '2026-11-27T09:00:00.000Z',
  attempts: 1,
});

/** The list reloads from IndexedDB on every queue change: the next reload answers `rows`. */
async function queueChanges(rows: QueuedRequest[]) {
  pendingQuoteRequests.mockResolvedValueOnce(rows);
  await act(async () => {
    window.dispatchEvent(new Event(QUEUE_CHANGED_EVENT));
  });
}

describe('PendingQuoteRequests', () => {
  it('moves focus to the next request after a cancel', async () => {
    pendingQuoteRequests.mockResolvedValueOnce([request('GL-1'), request('GL-2')]);
    render(<PendingQuoteRequests />);
    fireEvent.click(await screen.findByRole('button', { name: /GL-1/ }));
    await queueChanges([request('GL-2')]);
    expect(screen.getByRole('button', { name: /GL-2/ })).toHaveFocus();
  });

  it('hands focus to the parent once the last request is gone, even when a reload from before the cancel answers first', async () => {
    const onEmptied = jest.fn();
    pendingQuoteRequests.mockResolvedValueOnce([request('GL-1')]);
    render(<PendingQuoteRequests onEmptied={onEmptied} />);
    fireEvent.click(await screen.findByRole('button', { name: /GL-1/ }));
    // The send tried at page load fails and reloads the list, which still holds the request.
    await queueChanges([request('GL-1')]);
    expect(onEmptied).not.toHaveBeenCalled();
    // Then the cancel lands.
    await queueChanges([]);
    expect(onEmptied).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says a request is cancelled only once its deletion is written on the device', async () => {
    // A page left right after the click could otherwise keep the request, which would leave later.
    let written: () => void = () => undefined;
    cancelQuoteRequest.mockImplementationOnce(() => new Promise<void>((resolve) => (written = resolve)));
    const onCancel = jest.fn();
    const onCancelled = jest.fn();
    pendingQuoteRequests.mockResolvedValueOnce([request('GL-1')]);
    render(<PendingQuoteRequests onCancel={onCancel} onCancelled={onCancelled} />);
    fireEvent.click(await screen.findByRole('button', { name: /GL-1/ }));
    expect(onCancel).toHaveBeenCalledWith('GL-1');
    expect(onCancelled).not.toHaveBeenCalled();
    await act(async () => written());
    expect(onCancelled).toHaveBeenCalledWith('GL-1');
  });
});
