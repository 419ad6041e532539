import {
  classifySendError,
  limitRateId,
  readMailConfig,
  reportErrorMessage,
  sendMail,
  THROTTLE_MS,
  wizardErrorMessage,
  wizardErrorMessages,
} from './mailService';

const env = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'svc',
  NEXT_PUBLIC_EMAILJS_WIZARD_TEMPLATE_ID: 'tpl-wizard',
  NEXT_PUBLIC_EMAILJS_REPORT_TEMPLATE_ID: 'tpl-report',
  NEXT_PUBLIC_EMAILJS_ASSISTANCE_TEMPLATE_ID: 'tpl-assistance',
};
const config = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl-wizard' };

describe('readMailConfig', () => {
  it('picks the template of each form', () => {
    expect(readMailConfig('wizard', env)).toEqual(config);
    expect(readMailConfig('report', env)).toEqual({ ...config, templateId: 'tpl-report' });
    expect(readMailConfig('assistance', env)).toEqual({ ...config, templateId: 'tpl-assistance' });
  });

  it('is null when any id is missing or blank', () => {
    expect(readMailConfig('wizard', { ...env, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: undefined })).toBeNull();
    expect(readMailConfig('wizard', { ...env, NEXT_PUBLIC_EMAILJS_SERVICE_ID: '  ' })).toBeNull();
    expect(readMailConfig('report', { ...env, NEXT_PUBLIC_EMAILJS_REPORT_TEMPLATE_ID: '' })).toBeNull();
    expect(readMailConfig('wizard', { ...env, NEXT_PUBLIC_EMAILJS_REPORT_TEMPLATE_ID: '' })).toEqual(config);
    expect(readMailConfig('assistance', { ...env, NEXT_PUBLIC_EMAILJS_ASSISTANCE_TEMPLATE_ID: ' ' })).toBeNull();
  });
});

describe('sendMail', () => {
  it('reports "not configured" without loading the SDK', async () => {
    const load = jest.fn();
    await expect(sendMail('wizard', {}, { config: null, load })).resolves.toEqual({
      ok: false,
      kind: 'not-configured',
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('sends with the ids, the public key and a 10 s per-form rate limit', async () => {
    const send = jest.fn().mockResolvedValue({ status: 200, text: 'OK' });
    const result = await sendMail('report', { subject: 'a' }, { config, load: async () => ({ send }) });
    expect(result).toEqual({ ok: true });
    expect(send).toHaveBeenCalledWith(
      'svc',
      'tpl-wizard',
      { subject: 'a' },
      {
        publicKey: 'pk',
        limitRate: { id: 'gielle-report', throttle: THROTTLE_MS },
      },
    );
    expect(THROTTLE_MS).toBe(10_000);
    expect(limitRateId('wizard')).not.toBe(limitRateId('report'));
  });

  it('turns rejections into results', async () => {
    const reject = (error: unknown) =>
      sendMail('wizard', {}, { config, load: async () => ({ send: () => Promise.reject(error) }) });
    await expect(reject({ status: 400, text: 'Bad' })).resolves.toEqual({
      ok: false,
      kind: 'http',
      status: 400,
      text: 'Bad',
    });
    await expect(reject({ status: 429, text: 'Too Many Requests' })).resolves.toEqual({ ok: false, kind: 'throttled' });
    await expect(reject(new TypeError('Failed to fetch'))).resolves.toEqual({
      ok: false,
      kind: 'network',
      message: 'Failed to fetch',
    });
  });

  it('a failure to load the SDK is a network failure, not a crash', async () => {
    const result = await sendMail('wizard', {}, { config, load: () => Promise.reject(new Error('ChunkLoadError')) });
    expect(result).toEqual({ ok: false, kind: 'network', message: 'ChunkLoadError' });
  });
});

describe('classifySendError', () => {
  it('handles strings and unknown values', () => {
    expect(classifySendError('The public key is required')).toEqual({
      ok: false,
      kind: 'network',
      message: 'The public key is required',
    });
    expect(classifySendError(undefined)).toEqual({ ok: false, kind: 'network', message: '' });
  });
});

describe('wizardErrorMessage (docs/product.md, Messages)', () => {
  const phone = '+39 095 000 0000';
  it('400', () => {
    expect(wizardErrorMessage({ ok: false, kind: 'http', status: 400, text: '' }, phone)).toBe(
      'Errore nella richiesta: i dati inseriti non sono corretti. Riprova con un messaggio più semplice.',
    );
  });
  it('403', () => {
    expect(wizardErrorMessage({ ok: false, kind: 'http', status: 403, text: '' }, phone)).toBe(
      'Errore di autorizzazione con il servizio email. Contattaci direttamente via telefono.',
    );
  });
  it('anything else, a network failure included, names the phone', () => {
    const generic = `Si è verificato un errore durante l'invio della richiesta. Riprova più tardi o contattaci direttamente al numero ${phone}`;
    expect(wizardErrorMessage({ ok: false, kind: 'http', status: 500, text: '' }, phone)).toBe(generic);
    expect(wizardErrorMessage({ ok: false, kind: 'network', message: 'Failed to fetch' }, phone)).toBe(generic);
    expect(wizardErrorMessages.generic(phone)).toBe(generic);
  });
});

describe('reportErrorMessage (docs/product.md, Messages)', () => {
  it('uses the text, else the message, else "Errore sconosciuto"', () => {
    expect(reportErrorMessage({ ok: false, kind: 'http', status: 500, text: 'Server down' })).toBe(
      "Errore durante l'invio: Server down",
    );
    expect(reportErrorMessage({ ok: false, kind: 'network', message: 'Failed to fetch' })).toBe(
      "Errore durante l'invio: Failed to fetch",
    );
    expect(reportErrorMessage({ ok: false, kind: 'http', status: 502, text: '' })).toBe(
      "Errore durante l'invio: Errore sconosciuto",
    );
  });
});
