/**
 * Links that open the request wizard on /contatti already filled in
 * (DESIGN.md "links between pages"). The wizard reads the same parameters back.
 */
export const QUOTE_PARAMS = { type: 'richiesta', vehicle: 'mezzo', service: 'servizio' } as const;
export const CONTACT_FORM_HASH = 'modulo';

export type QuotePreset =
  | { requestType: 'rental'; vehicleId: number }
  | { requestType: 'service'; serviceId: number };

export function quoteRequestHref(preset: QuotePreset): string {
  const params = new URLSearchParams();
  if (preset.requestType === 'rental') {
    params.set(QUOTE_PARAMS.type, 'noleggio');
    params.set(QUOTE_PARAMS.vehicle, String(preset.vehicleId));
  } else {
    params.set(QUOTE_PARAMS.type, 'servizio');
    params.set(QUOTE_PARAMS.service, String(preset.serviceId));
  }
  return `/contatti?${params.toString()}#${CONTACT_FORM_HASH}`;
}

/** Reads a preset back from a query string; anything malformed gives no preset. */
export function parseQuotePreset(search: string): QuotePreset | null {
  const params = new URLSearchParams(search);
  const type = params.get(QUOTE_PARAMS.type);
  const toId = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);
  if (type === 'noleggio') {
    const vehicleId = toId(params.get(QUOTE_PARAMS.vehicle));
    return vehicleId === null ? null : { requestType: 'rental', vehicleId };
  }
  if (type === 'servizio') {
    const serviceId = toId(params.get(QUOTE_PARAMS.service));
    return serviceId === null ? null : { requestType: 'service', serviceId };
  }
  return null;
}
