import { parseQuotePreset, quoteRequestHref } from './quoteLinks';

describe('quote links', () => {
  it('keeps the one-vehicle link as it always was', () => {
    expect(quoteRequestHref({ requestType: 'rental', vehicleId: 12 })).toBe(
      '/contatti?richiesta=noleggio&mezzo=12#modulo',
    );
    expect(parseQuotePreset('?richiesta=noleggio&mezzo=12')).toEqual({ requestType: 'rental', vehicleIds: [12] });
  });

  it('repeats the vehicle parameter for several vehicles and reads them back in order', () => {
    const href = quoteRequestHref({ requestType: 'rental', vehicleIds: [3, 9] });
    expect(href).toBe('/contatti?richiesta=noleggio&mezzo=3&mezzo=9#modulo');
    expect(parseQuotePreset(new URL(href, 'https://x').search)).toEqual({ requestType: 'rental', vehicleIds: [3, 9] });
  });

  it('skips malformed and repeated vehicle ids, and gives no preset without any valid one', () => {
    expect(parseQuotePreset('?richiesta=noleggio&mezzo=3&mezzo=x&mezzo=3&mezzo=4')).toEqual({
      requestType: 'rental',
      vehicleIds: [3, 4],
    });
    expect(parseQuotePreset('?richiesta=noleggio&mezzo=x')).toBeNull();
    expect(parseQuotePreset('?richiesta=noleggio')).toBeNull();
  });

  it('round-trips a service and rejects unknown types', () => {
    expect(
      parseQuotePreset(new URL(quoteRequestHref({ requestType: 'service', serviceId: 14 }), 'https://x').search),
    ).toEqual({
      requestType: 'service',
      serviceId: 14,
    });
    expect(parseQuotePreset('?richiesta=altro&mezzo=1')).toBeNull();
  });
});
