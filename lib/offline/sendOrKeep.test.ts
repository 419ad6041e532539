import type { SendResult } from '@/lib/mailService';
import type { QueuedRequest } from './quoteQueue';
import { sendOrKeep } from './sendOrKeep';

jest.mock('@/lib/mailService', () => ({ sendMail: jest.fn() }));
jest.mock('./quotePending', () => ({ saveQuoteRequest: jest.fn(() => Promise.resolve()) }));

const { sendMail } = jest.requireMock<{ sendMail: jest.Mock<Promise<SendResult>> }>('@/lib/mailService');
const { saveQuoteRequest } = jest.requireMock<{ saveQuoteRequest: jest.Mock<Promise<void>> }>('./quotePending');

const request: QueuedRequest = {
  id: 'GL-7KQ3M9',
  params: { codice: 'GL-7KQ3M9' },
  summary: 'Altro: Un altro mezzo o non lo so',
  createdAt: '2026-12-07T09:00:00.000Z',
  attempts: 1,
  form: 'assistance',
};

describe('sendOrKeep', () => {
  beforeEach(() => jest.clearAllMocks());

  test('sends through the request’s own form, and keeps nothing once sent', async () => {
    sendMail.mockResolvedValueOnce({ ok: true });
    expect(await sendOrKeep(request)).toEqual({ kind: 'sent' });
    expect(sendMail).toHaveBeenCalledWith('assistance', request.params);
    expect(saveQuoteRequest).not.toHaveBeenCalled();
  });

  test('a bot is answered as if sent, and nothing leaves', async () => {
    expect(await sendOrKeep(request, { bot: true })).toEqual({ kind: 'sent' });
    expect(sendMail).not.toHaveBeenCalled();
  });

  test('a 5xx keeps it for the service, a network failure for the connection', async () => {
    sendMail.mockResolvedValueOnce({ ok: false, kind: 'http', status: 503, text: '' });
    expect(await sendOrKeep(request)).toEqual({ kind: 'saved', reason: 'service' });
    sendMail.mockResolvedValueOnce({ ok: false, kind: 'network', message: 'Failed to fetch' });
    expect(await sendOrKeep(request)).toEqual({ kind: 'saved', reason: 'offline' });
    expect(saveQuoteRequest).toHaveBeenCalledTimes(2);
  });

  test('a 403, the throttle, or a device that cannot store it: failed, for the form to say why', async () => {
    const forbidden = { ok: false, kind: 'http', status: 403, text: 'Forbidden' } as const;
    sendMail.mockResolvedValueOnce(forbidden);
    expect(await sendOrKeep(request)).toEqual({ kind: 'failed', result: forbidden });
    sendMail.mockResolvedValueOnce({ ok: false, kind: 'throttled' });
    expect((await sendOrKeep(request)).kind).toBe('failed');
    expect(saveQuoteRequest).not.toHaveBeenCalled();
    sendMail.mockResolvedValueOnce({ ok: false, kind: 'network', message: '' });
    saveQuoteRequest.mockRejectedValueOnce(new Error('QuotaExceededError'));
    expect((await sendOrKeep(request)).kind).toBe('failed');
  });
});
