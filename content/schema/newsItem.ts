import { z } from 'zod';
import { calendarDate, choice, field, imagePath, line, picks, richText, searchTitle, sizedText, slug } from './fields';

/**
 * content/news/<slug>.json: a news item or a reference (a job done, with the services and vehicles
 * it used) on /notizie and its own page /notizie/<slug>. A reference names the client only when the
 * office ticks that the client agreed.
 */

export const NEWS_KINDS = { notizia: 'Notizia', referenza: 'Referenza' } as const;

/** Slugs /notizie/<slug> may not take: the listing's own paths. */
export const RESERVED_NEWS_SLUGS = ['pagina', 'tipo', 'feed'] as const;

export const newsItemSchema = z
  .strictObject({
    slug: slug({
      title: 'Indirizzo della pagina',
      description:
        'L’ultima parte dell’indirizzo, es. manutenzione-antincendio-stabilimento. Non cambiarlo dopo la pubblicazione.',
    }),
    kind: choice(['notizia', 'referenza'], NEWS_KINDS, {
      title: 'Tipo',
      description:
        'Referenza: un lavoro svolto per un cliente, con i servizi e i mezzi usati. Notizia: tutto il resto.',
    }),
    title: searchTitle({ title: 'Titolo' }),
    date: calendarDate({ title: 'Data' }),
    summary: sizedText(
      { title: 'Riassunto', description: 'Compare nell’elenco, nei risultati di Google e nel feed.', widget: 'text' },
      { min: 70, max: 160 },
    ),
    body: richText({
      title: 'Testo',
      description: 'Paragrafi, grassetto, elenchi, link e sottotitoli. Il codice HTML incollato non viene pubblicato.',
    }),
    photos: field(
      z.array(
        z.strictObject({
          src: imagePath({
            title: 'Foto',
            description:
              'Caricata in /images/news. La prima è l’immagine di anteprima quando la pagina viene condivisa.',
          }),
          alt: line({
            title: 'Descrizione della foto',
            description: 'Cosa mostra, per chi non la vede, es. Piattaforma a forbice al lavoro nel magazzino.',
          }),
        }),
      ),
      { title: 'Foto' },
    ).default([]),
    services: picks(
      { title: 'Servizi usati', description: 'Solo per le referenze.' },
      { collection: 'services', valueField: 'slug', displayField: 'title' },
    ).default([]),
    vehicles: picks(
      { title: 'Mezzi usati', description: 'Solo per le referenze.' },
      { collection: 'fleet', valueField: 'slug', displayField: 'name' },
    ).default([]),
    place: line({
      title: 'Luogo',
      description: 'Solo per le referenze: dove si è svolto il lavoro, es. zona industriale di Catania.',
    }).optional(),
    clientName: line({
      title: 'Nome del cliente',
      description: 'Solo se il cliente ha acconsentito a essere nominato.',
    }).optional(),
    clientConsent: field(z.boolean(), {
      title: 'Il cliente ha acconsentito a essere nominato',
      description:
        'Da attivare solo con il consenso del cliente: se resta spento, una voce con il nome del cliente non si salva.',
      widget: 'boolean',
    }).default(false),
  })
  .superRefine((item, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if ((RESERVED_NEWS_SLUGS as readonly string[]).includes(item.slug)) {
      issue('slug', `"${item.slug}" è un indirizzo riservato all’elenco delle notizie: scegline un altro`);
    }
    if (item.kind === 'referenza') {
      if (item.services.length + item.vehicles.length === 0)
        issue('services', 'una referenza indica almeno un servizio o un mezzo usato');
      if (!item.place) issue('place', 'una referenza indica il luogo del lavoro');
    } else if (item.services.length + item.vehicles.length > 0 || item.clientName) {
      issue(
        'kind',
        'servizi, mezzi e cliente valgono solo per una referenza: scegli il tipo Referenza o togli quei campi',
      );
    }
    if (item.clientName && !item.clientConsent) {
      issue(
        'clientConsent',
        'il nome del cliente si pubblica solo con il suo consenso: attiva l’interruttore del consenso o togli il nome',
      );
    }
  });

export type NewsItemFile = z.output<typeof newsItemSchema>;
