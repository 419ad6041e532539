import { z } from 'zod';
import { MIN_PAGE_WORDS } from '@/lib/pageText';
import { SPEC_LABELS } from '@/lib/fleet';
import { FLEET_CATEGORIES, powerSourceLabels } from '../fleetCategories';
import type { FleetCategoryId, PowerSource, RentalPriceUnit, VehicleKind, VehicleSpecKey } from '../types';
import {
  choice,
  field,
  imagePath,
  line,
  lines,
  measure,
  paragraph,
  searchDescription,
  searchTerms,
  slug,
  sizedText,
  TITLE_ROOM,
  wholeNumber,
} from './fields';

/** content/fleet/<slug>.json: one vehicle of Gielle Rental, its page, card, finder figures and spec sheet. */

const FLEET_CATEGORY_LABELS = Object.fromEntries(
  FLEET_CATEGORIES.map((category) => [category.id, category.name]),
) as Record<FleetCategoryId, string>;

const KIND_LABELS: Record<VehicleKind, string> = {
  forklift: 'Carrello elevatore',
  palletTruck: 'Transpallet, stoccatore o commissionatore',
  telehandler: 'Sollevatore telescopico',
  excavator: 'Escavatore',
  scissorLift: 'Piattaforma a forbice o verticale',
  boomLift: 'Piattaforma a braccio',
};

const SPEC_HINTS: Partial<Record<VehicleSpecKey, string>> = {
  weight: 'Come va stampato, es. 3.050 kg',
  capacity: 'Es. 1.600 kg. Deve dire la stessa cifra di "Portata (kg)" nelle cifre del filtro.',
  liftHeight: 'Es. 4,80 m. Deve dire la stessa cifra di "Altezza (m)" nelle cifre del filtro.',
  dimensions: 'Lunghezza x larghezza x altezza, es. 2,95 x 1,07 x 2,06 m',
};

/** How the office names a rental period in the editor (the page says "al giorno", lib/rentalPrice.ts). */
const RENTAL_PRICE_UNIT_LABELS: Record<RentalPriceUnit, string> = {
  day: 'Al giorno',
  week: 'A settimana',
  month: 'Al mese',
};

const specKeys = Object.keys(SPEC_LABELS) as VehicleSpecKey[];

const specs = z.strictObject(
  Object.fromEntries(
    specKeys.map((key) => [
      key,
      line({
        title: SPEC_LABELS[key],
        description: SPEC_HINTS[key] ?? 'Lascia vuoto se non riguarda questo mezzo.',
      }).optional(),
    ]),
  ) as Record<VehicleSpecKey, z.ZodOptional<z.ZodString>>,
);

/**
 * Slugs /gielle-rental/<slug> may not take: pages of their own under the fleet's path, with what
 * each is for (the office reads it when the check refuses one).
 */
export const RESERVED_VEHICLE_SLUGS: ReadonlyMap<string, string> = new Map([
  ['assistenza', 'alla pagina di assistenza sui mezzi a noleggio'],
]);

const vehicleFields = z.strictObject({
  id: wholeNumber(
    {
      title: 'Numero del mezzo',
      description:
        'Un numero che nessun altro mezzo usa: decide l’ordine nella flotta. Per un mezzo nuovo l’editor propone il primo libero. Non cambiarlo su un mezzo già pubblicato.',
    },
    1,
  ),
  slug: slug({
    title: 'Indirizzo della pagina',
    description:
      'Ultima parte dell’indirizzo /gielle-rental/…, es. piattaforma-forbice-12m. Non cambiarlo su un mezzo già pubblicato.',
  }),
  // The page's title in search results is "Noleggio <name> a <city>", shortened to fit
  // (lib/vehicleMeta.ts); a name within the title's room always fits on its own.
  name: sizedText(
    {
      title: 'Nome',
      description:
        'Es. Piattaforma a forbice elettrica 12 m. È anche il titolo della pagina e dei risultati di ricerca.',
    },
    { max: TITLE_ROOM },
  ),
  category: choice(
    Object.keys(FLEET_CATEGORY_LABELS) as [FleetCategoryId, ...FleetCategoryId[]],
    FLEET_CATEGORY_LABELS,
    { title: 'Categoria' },
  ),
  kind: choice(Object.keys(KIND_LABELS) as [VehicleKind, ...VehicleKind[]], KIND_LABELS, {
    title: 'Tipo di mezzo',
    description: 'Serve solo a disegnare le illustrazioni provvisorie; con le foto non conta.',
  }).optional(),
  // Also the page's meta description, with a note on renting it when that fits (lib/vehicleMeta.ts).
  description: searchDescription({
    title: 'Descrizione breve',
    description:
      'Una o due frasi: compare sulla scheda del mezzo, nella pagina, nella scheda tecnica PDF e nei risultati di ricerca.',
  }),
  figures: field(
    z.strictObject({
      liftHeightM: measure({
        title: 'Altezza (m)',
        description:
          'Altezza di sollevamento, o di lavoro per le piattaforme, in metri (es. 4,8). Vuoto se il mezzo non solleva.',
      }).optional(),
      capacityKg: wholeNumber(
        { title: 'Portata (kg)', description: 'Vuoto per le macchine movimento terra.' },
        1,
      ).optional(),
      power: choice(Object.keys(powerSourceLabels) as [PowerSource, ...PowerSource[]], powerSourceLabels, {
        title: 'Alimentazione',
      }),
    }),
    { title: 'Cifre per il filtro e il confronto', description: 'Numeri, senza unità: il filtro della flotta li usa.' },
  ),
  specs: field(specs, {
    title: 'Caratteristiche tecniche',
    description: 'Il testo come compare nella pagina e nella scheda tecnica PDF, che si rigenera da qui.',
  }),
  rentalPrice: field(
    z.strictObject({
      amount: field(z.number().min(0.01, { error: 'deve essere maggiore di zero' }), {
        title: 'Importo (euro, IVA esclusa)',
        description: 'Solo la cifra, con la virgola per i centesimi: es. 120 oppure 89,50.',
      }),
      unit: choice(
        Object.keys(RENTAL_PRICE_UNIT_LABELS) as [RentalPriceUnit, ...RentalPriceUnit[]],
        RENTAL_PRICE_UNIT_LABELS,
        {
          title: 'Per quanto tempo',
        },
      ),
    }),
    {
      title: 'Prezzo di noleggio pubblicato',
      description:
        'Lascia vuoto finché l’azienda non pubblica un prezzo: la pagina invita a chiedere un preventivo. Se compilato, la pagina lo mostra e lo dichiara ai motori di ricerca.',
    },
  ).optional(),
  image: imagePath({ title: 'Immagine principale', description: 'Caricata in /images/fleet.' }),
  additionalImages: field(z.array(imagePath({ title: 'Immagine' })), {
    title: 'Altre immagini',
    description: 'Fino a quattro viste in più, mostrate in miniatura.',
  }),
  guide: field(
    z.strictObject({
      intro: lines(
        { title: 'A cosa serve', description: 'Paragrafi che spiegano per chi è il mezzo e perché sceglierlo.' },
        { title: 'Paragrafo' },
      ),
      jobs: lines({ title: 'Lavori tipici', description: 'Una frase per lavoro.' }, { title: 'Lavoro' }),
      environment: paragraph({ title: 'Dove lavora', description: 'Interni o esterni, pavimentazioni, spazi.' }),
      operator: paragraph({ title: 'Chi lo guida', description: 'Patentini, formazione e sicurezza.' }),
    }),
    {
      title: 'Testo per chi sceglie il mezzo',
      description: `Il testo della pagina del mezzo: almeno ${MIN_PAGE_WORDS} parole in tutto, nessuna frase copiata da un altro mezzo.`,
      words: { min: MIN_PAGE_WORDS, text: 'vehicleGuide' },
    },
  ),
  // Indexed with the vehicle's page by the site search, shown nowhere (lib/searchTerms.ts).
  searchTerms: searchTerms('muletto'),
});

export const vehicleSchema = vehicleFields.superRefine((vehicle, context) => {
  const page = RESERVED_VEHICLE_SLUGS.get(vehicle.slug);
  if (page)
    context.addIssue({
      code: 'custom',
      path: ['slug'],
      message: `"${vehicle.slug}" è un indirizzo riservato ${page}: scegline un altro`,
    });
});

export type VehicleFile = z.output<typeof vehicleSchema>;
