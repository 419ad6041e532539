/**
 * Links that open the request wizard on /contatti already filled in
 * (docs/product.md, decision "links between pages"). The wizard reads the same parameters back.
 * A rental request may name several vehicles (the request list, issue 12): the vehicle
 * parameter is repeated, `?richiesta=noleggio&mezzo=3&mezzo=9`, so a one-vehicle link is the same as ever.
 */
export const QUOTE_PARAMS = { type: 'richiesta', vehicle: 'mezzo', service: 'servizio' } as const;
export const CONTACT_FORM_HASH = 'modulo';

export type QuotePreset =
  { requestType: 'rental'; vehicleIds: number[] } | { requestType: 'service'; serviceId: number };

export type QuoteLinkInput = QuotePreset | { requestType: 'rental'; vehicleId: number };

export function quoteRequestHref(preset: QuoteLinkInput): string {
  const params = new URLSearchParams();
  if (preset.requestType === 'rental') {
    params.set(QUOTE_PARAMS.type, 'noleggio');
    const ids = 'vehicleIds' in preset ? preset.vehicleIds : [preset.vehicleId];
    for (const id of ids) params.append(QUOTE_PARAMS.vehicle, String(id));
  } else {
    params.set(QUOTE_PARAMS.type, 'servizio');
    params.set(QUOTE_PARAMS.service, String(preset.serviceId));
  }
  return `/contatti?${params.toString()}#${CONTACT_FORM_HASH}`;
}

/** Reads a preset back from a query string; anything malformed gives no preset (malformed vehicle ids are skipped). */
export function parseQuotePreset(search: string): QuotePreset | null {
  const params = new URLSearchParams(search);
  const type = params.get(QUOTE_PARAMS.type);
  const toId = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);
  if (type === 'noleggio') {
    const vehicleIds = [
      ...new Set(
        params.getAll(QUOTE_PARAMS.vehicle).flatMap((value) => (toId(value) === null ? [] : [toId(value) as number])),
      ),
    ];
    return vehicleIds.length === 0 ? null : { requestType: 'rental', vehicleIds };
  }
  if (type === 'servizio') {
    const serviceId = toId(params.get(QUOTE_PARAMS.service));
    return serviceId === null ? null : { requestType: 'service', serviceId };
  }
  return null;
}
