import type { FleetCategory, FleetCategoryId, PowerSource, Vehicle, VehicleFigures, VehicleKind, VehicleSpecs } from './types';

/**
 * The Gielle Rental fleet: the one source of truth for vehicles (the rental page, the
 * request wizard's vehicle list and the spec-sheet PDFs all read it).
 * Images are SVG drawings of the vehicle type (public/images/fleet/); the company replaces
 * them with photos by changing the paths here.
 */

interface VehicleInput {
  id: number;
  slug: string;
  name: string;
  category: FleetCategoryId;
  kind: VehicleKind;
  description: string;
  specs: VehicleSpecs;
  figures: VehicleFigures;
}

const FLEET_IMAGE_DIR = '/images/fleet';

/** Views drawn for every vehicle besides the main one (see scripts/generate-fleet-images.ts). */
export const ADDITIONAL_VIEWS = ['lavoro', 'dettaglio'] as const;

export const vehicleImagePath = (slug: string, view?: string) =>
  `${FLEET_IMAGE_DIR}/${view ? `${slug}-${view}` : slug}.svg`;

/** Shown when a vehicle image cannot be loaded. */
export const VEHICLE_PLACEHOLDER_IMAGE = `${FLEET_IMAGE_DIR}/mezzo-non-disponibile.svg`;

/** Labels of the power sources, in the order the finder offers them. */
export const powerSourceLabels: Readonly<Record<PowerSource, string>> = {
  elettrica: 'Elettrica',
  diesel: 'Diesel',
  gpl: 'GPL',
};

export const specSheetFile = (slug: string) => `scheda-tecnica-${slug}.pdf`;

function vehicle(input: VehicleInput): Vehicle {
  return {
    ...input,
    image: vehicleImagePath(input.slug),
    additionalImages: ADDITIONAL_VIEWS.map((view) => vehicleImagePath(input.slug, view)),
    documents: [specSheetFile(input.slug)],
  };
}

export const vehicles: readonly Vehicle[] = [
  vehicle({
    id: 1,
    slug: 'carrello-elettrico-1-6t',
    name: 'Carrello elevatore elettrico 1,6 t',
    category: 'elevatori',
    kind: 'forklift',
    description:
      'Carrello elettrico a tre ruote, compatto e silenzioso: ideale per magazzini, corridoi stretti e carico e scarico da camion in ambienti chiusi.',
    figures: { liftHeightM: 4.8, capacityKg: 1600, power: 'elettrica' },
    specs: {
      weight: '3.050 kg',
      capacity: '1.600 kg',
      liftHeight: '4,80 m',
      battery: '48 V / 625 Ah',
      dimensions: '2,95 x 1,07 x 2,06 m',
      operatingHours: 'Fino a 8 ore per carica',
    },
  }),
  vehicle({
    id: 2,
    slug: 'carrello-elettrico-2-5t',
    name: 'Carrello elevatore elettrico 2,5 t',
    category: 'elevatori',
    kind: 'forklift',
    description:
      'Carrello elettrico a quattro ruote per movimentazioni intensive su più turni, con traslatore laterale e cabina ergonomica.',
    figures: { liftHeightM: 5.5, capacityKg: 2500, power: 'elettrica' },
    specs: {
      weight: '4.150 kg',
      capacity: '2.500 kg',
      liftHeight: '5,50 m',
      battery: '80 V / 700 Ah',
      dimensions: '3,60 x 1,17 x 2,15 m',
      operatingHours: 'Fino a 10 ore per carica',
    },
  }),
  vehicle({
    id: 3,
    slug: 'carrello-diesel-3t',
    name: 'Carrello elevatore diesel 3 t',
    category: 'elevatori',
    kind: 'forklift',
    description:
      'Carrello diesel robusto per piazzali, cantieri e aree esterne: trasmissione idrostatica, pneumatici per fondi irregolari e motore Stage V.',
    figures: { liftHeightM: 4.7, capacityKg: 3000, power: 'diesel' },
    specs: {
      weight: '4.390 kg',
      capacity: '3.000 kg',
      liftHeight: '4,70 m',
      engine: 'Diesel 2,6 l, 36 kW (Stage V)',
      dimensions: '3,75 x 1,23 x 2,20 m',
      operatingHours: 'Uso continuativo su più turni',
    },
  }),
  vehicle({
    id: 4,
    slug: 'carrello-diesel-5t',
    name: 'Carrello elevatore diesel 5 t',
    category: 'elevatori',
    kind: 'forklift',
    description:
      'Per carichi pesanti e ingombranti: bobine, casse, blocchi e materiali da costruzione. Montante triplex e forche da 1.200 mm.',
    figures: { liftHeightM: 4.5, capacityKg: 5000, power: 'diesel' },
    specs: {
      weight: '7.250 kg',
      capacity: '5.000 kg',
      liftHeight: '4,50 m',
      engine: 'Diesel 3,6 l, 55 kW (Stage V)',
      dimensions: '4,45 x 1,48 x 2,45 m',
      operatingHours: 'Uso continuativo su più turni',
    },
  }),
  vehicle({
    id: 5,
    slug: 'carrello-gpl-2t',
    name: 'Carrello elevatore a GPL 2 t',
    category: 'elevatori',
    kind: 'forklift',
    description:
      'Carrello a gas GPL versatile, adatto al lavoro misto interno ed esterno con emissioni ridotte e rifornimento rapido della bombola.',
    figures: { liftHeightM: 4.8, capacityKg: 2000, power: 'gpl' },
    specs: {
      weight: '3.450 kg',
      capacity: '2.000 kg',
      liftHeight: '4,80 m',
      engine: 'GPL 2,4 l, 38 kW',
      dimensions: '3,50 x 1,15 x 2,14 m',
      operatingHours: 'Circa 8 ore per bombola',
    },
  }),
  vehicle({
    id: 6,
    slug: 'transpallet-elettrico-2t',
    name: 'Transpallet elettrico 2 t',
    category: 'movimentazione',
    kind: 'palletTruck',
    description:
      'Transpallet elettrico con timone per spostare pallet in magazzino, sulle banchine e dentro i camion. Agile, leggero e facile da usare.',
    figures: { liftHeightM: 0.12, capacityKg: 2000, power: 'elettrica' },
    specs: {
      weight: '380 kg',
      capacity: '2.000 kg',
      liftHeight: '0,12 m',
      battery: '24 V / 150 Ah',
      dimensions: '1,75 x 0,72 x 1,30 m',
      operatingHours: 'Fino a 6 ore per carica',
    },
  }),
  vehicle({
    id: 7,
    slug: 'stoccatore-elettrico-1-4t',
    name: 'Stoccatore elettrico 1,4 t',
    category: 'movimentazione',
    kind: 'forklift',
    description:
      'Stoccatore con operatore a terra per impilare pallet su scaffalature di media altezza, dove un carrello sarebbe troppo ingombrante.',
    figures: { liftHeightM: 4.2, capacityKg: 1400, power: 'elettrica' },
    specs: {
      weight: '1.150 kg',
      capacity: '1.400 kg',
      liftHeight: '4,20 m',
      battery: '24 V / 270 Ah',
      dimensions: '1,95 x 0,85 x 2,05 m',
      operatingHours: 'Fino a 6 ore per carica',
    },
  }),
  vehicle({
    id: 8,
    slug: 'carrello-retrattile-2t',
    name: 'Carrello retrattile 2 t',
    category: 'movimentazione',
    kind: 'forklift',
    description:
      'Carrello a montante retrattile per scaffalature alte e corridoi stretti: il carico arretra tra le ruote per la massima stabilità.',
    figures: { liftHeightM: 9.5, capacityKg: 2000, power: 'elettrica' },
    specs: {
      weight: '3.300 kg',
      capacity: '2.000 kg',
      liftHeight: '9,50 m',
      battery: '48 V / 620 Ah',
      dimensions: '2,45 x 1,27 x 2,35 m',
      operatingHours: 'Fino a 8 ore per carica',
    },
  }),
  vehicle({
    id: 9,
    slug: 'sollevatore-telescopico-14m',
    name: 'Sollevatore telescopico 3,5 t - 14 m',
    category: 'movimentazione',
    kind: 'telehandler',
    description:
      'Sollevatore telescopico a quattro ruote motrici per cantieri edili e agricoltura: forche, benna o piattaforma con un solo mezzo.',
    figures: { liftHeightM: 13.6, capacityKg: 3500, power: 'diesel' },
    specs: {
      weight: '10.800 kg',
      capacity: '3.500 kg',
      liftHeight: '13,60 m',
      engine: 'Diesel 4,4 l, 75 kW (Stage V)',
      dimensions: '5,80 x 2,40 x 2,50 m',
      operatingHours: 'Uso continuativo su più turni',
    },
  }),
  vehicle({
    id: 10,
    slug: 'miniescavatore-3-5t',
    name: 'Miniescavatore 3,5 t',
    category: 'movimentazioneTerra',
    kind: 'excavator',
    description:
      'Miniescavatore cingolato a rotazione contenuta per scavi, trincee per sottoservizi e lavori in spazi ristretti, con lama di livellamento.',
    figures: { power: 'diesel' },
    specs: {
      weight: '3.600 kg',
      diggingDepth: '3,40 m',
      engine: 'Diesel 1,6 l, 18,2 kW (Stage V)',
      dimensions: '4,90 x 1,74 x 2,50 m',
      operatingHours: 'Serbatoio per circa 10 ore di lavoro',
    },
  }),
  vehicle({
    id: 11,
    slug: 'piattaforma-forbice-8m',
    name: 'Piattaforma a forbice elettrica 8 m',
    category: 'lavoriAltaQuota',
    kind: 'scissorLift',
    description:
      'Piattaforma a forbice elettrica stretta, per manutenzioni e impianti in interni: passa dalle porte e non segna i pavimenti.',
    figures: { liftHeightM: 8, capacityKg: 230, power: 'elettrica' },
    specs: {
      weight: '1.950 kg',
      capacity: '230 kg (2 persone)',
      liftHeight: '8 m di lavoro',
      battery: '24 V / 225 Ah',
      dimensions: '2,26 x 0,81 x 2,13 m',
      operatingHours: 'Un turno di lavoro per carica',
    },
  }),
  vehicle({
    id: 12,
    slug: 'piattaforma-forbice-12m',
    name: 'Piattaforma a forbice elettrica 12 m',
    category: 'lavoriAltaQuota',
    kind: 'scissorLift',
    description:
      'Piattaforma a forbice con pianale ampio ed estensibile, per installazioni e lavori su soffitti di capannoni e centri commerciali.',
    figures: { liftHeightM: 12, capacityKg: 320, power: 'elettrica' },
    specs: {
      weight: '2.900 kg',
      capacity: '320 kg (2 persone)',
      liftHeight: '12 m di lavoro',
      battery: '24 V / 300 Ah',
      dimensions: '2,44 x 1,17 x 2,39 m',
      operatingHours: 'Un turno di lavoro per carica',
    },
  }),
  vehicle({
    id: 13,
    slug: 'piattaforma-forbice-diesel-15m',
    name: 'Piattaforma a forbice diesel fuoristrada 15 m',
    category: 'lavoriAltaQuota',
    kind: 'scissorLift',
    description:
      'Piattaforma a forbice fuoristrada 4x4 con stabilizzatori, per cantieri e facciate su terreni sconnessi. Portata per tre persone con materiali.',
    figures: { liftHeightM: 15, capacityKg: 680, power: 'diesel' },
    specs: {
      weight: '6.950 kg',
      capacity: '680 kg (4 persone)',
      liftHeight: '15 m di lavoro',
      engine: 'Diesel 1,5 l, 26 kW',
      dimensions: '4,88 x 2,29 x 2,97 m',
      operatingHours: 'Serbatoio per circa 2 turni',
    },
  }),
  vehicle({
    id: 14,
    slug: 'piattaforma-articolata-15m',
    name: 'Piattaforma articolata elettrica 15 m',
    category: 'lavoriAltaQuota',
    kind: 'boomLift',
    description:
      'Piattaforma a braccio articolato elettrica per superare ostacoli e raggiungere punti difficili, in interni e su superfici compatte.',
    figures: { liftHeightM: 15, capacityKg: 230, power: 'elettrica' },
    specs: {
      weight: '6.800 kg',
      capacity: '230 kg (2 persone)',
      liftHeight: '15 m di lavoro, 7,5 m di sbraccio',
      battery: '48 V / 420 Ah',
      dimensions: '6,05 x 1,75 x 2,00 m',
      operatingHours: 'Un turno di lavoro per carica',
    },
  }),
  vehicle({
    id: 15,
    slug: 'piattaforma-telescopica-20m',
    name: 'Piattaforma telescopica diesel 20 m',
    category: 'lavoriAltaQuota',
    kind: 'boomLift',
    description:
      'Piattaforma a braccio telescopico 4x4 per grandi altezze e sbracci: carpenterie, facciate, insegne e manutenzione di impianti industriali.',
    figures: { liftHeightM: 20, capacityKg: 300, power: 'diesel' },
    specs: {
      weight: '11.200 kg',
      capacity: '300 kg (2 persone)',
      liftHeight: '20 m di lavoro, 17 m di sbraccio',
      engine: 'Diesel 2,2 l, 36 kW (Stage V)',
      dimensions: '8,50 x 2,49 x 2,65 m',
      operatingHours: 'Serbatoio per circa 2 turni',
    },
  }),
  vehicle({
    id: 16,
    slug: 'piattaforma-verticale-10m',
    name: 'Piattaforma verticale a colonna 10 m',
    category: 'lavoriAltaQuota',
    kind: 'scissorLift',
    description:
      'Piattaforma a colonna verticale leggera e compatta per una persona: entra negli ascensori e lavora tra scaffalature e impianti.',
    figures: { liftHeightM: 10, capacityKg: 159, power: 'elettrica' },
    specs: {
      weight: '1.050 kg',
      capacity: '159 kg (1 persona)',
      liftHeight: '10 m di lavoro',
      battery: '24 V / 210 Ah',
      dimensions: '1,36 x 0,74 x 1,99 m',
      operatingHours: 'Un turno di lavoro per carica',
    },
  }),
  vehicle({
    id: 17,
    slug: 'sollevatore-rotativo-21m',
    name: 'Sollevatore telescopico rotativo 4 t - 21 m',
    category: 'movimentazione',
    kind: 'telehandler',
    description:
      'Sollevatore telescopico con torretta rotante a 360° e stabilizzatori: gru, carrello e piattaforma aerea in un unico mezzo da cantiere.',
    figures: { liftHeightM: 20.8, capacityKg: 4000, power: 'diesel' },
    specs: {
      weight: '15.900 kg',
      capacity: '4.000 kg',
      liftHeight: '20,80 m',
      engine: 'Diesel 3,6 l, 90 kW (Stage V)',
      dimensions: '6,25 x 2,50 x 3,05 m',
      operatingHours: 'Uso continuativo su più turni',
    },
  }),
  vehicle({
    id: 18,
    slug: 'commissionatore-verticale',
    name: 'Commissionatore verticale 1 t',
    category: 'movimentazione',
    kind: 'palletTruck',
    description:
      'Commissionatore con operatore a bordo per il prelievo di singoli colli dalle scaffalature fino al terzo livello, con forche per pallet.',
    figures: { liftHeightM: 6, capacityKg: 1000, power: 'elettrica' },
    specs: {
      weight: '2.450 kg',
      capacity: '1.000 kg',
      liftHeight: '6 m (pedana operatore)',
      battery: '24 V / 465 Ah',
      dimensions: '2,90 x 0,99 x 2,25 m',
      operatingHours: 'Fino a 8 ore per carica',
    },
  }),
];

export const fleetCategories: readonly FleetCategory[] = [
  {
    id: 'elevatori',
    name: 'Carrelli Elevatori',
    description: 'Carrelli elettrici, diesel e a GPL da 1,6 a 5 tonnellate, per il magazzino e per i piazzali.',
    vehicleIds: [1, 2, 3, 4, 5],
  },
  {
    id: 'movimentazione',
    name: 'Mezzi per Movimentazione',
    description: 'Transpallet, stoccatori, retrattili, commissionatori e sollevatori telescopici per ogni tipo di carico.',
    vehicleIds: [6, 7, 8, 9, 17, 18],
  },
  {
    id: 'movimentazioneTerra',
    name: 'Movimentazione Terra',
    description: 'Macchine compatte per scavi, trincee e sistemazioni del terreno.',
    vehicleIds: [10],
  },
  {
    id: 'lavoriAltaQuota',
    name: 'Lavori in Alta Quota',
    description: 'Piattaforme a forbice, articolate, telescopiche e a colonna fino a 20 metri di altezza di lavoro.',
    vehicleIds: [11, 12, 13, 14, 15, 16],
  },
];

export function vehicleById(id: number): Vehicle | undefined {
  return vehicles.find((item) => item.id === id);
}

export function fleetCategoryById(id: string): FleetCategory | undefined {
  return fleetCategories.find((category) => category.id === id);
}

export function vehicleBySlug(slug: string): Vehicle | undefined {
  return vehicles.find((item) => item.slug === slug);
}
