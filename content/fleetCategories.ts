import type { FleetCategoryId, PowerSource } from './types';

/**
 * The fleet's categories and power sources: fixed by the product (docs/product.md, "Content model"), not edited by the office. A pure
 * module, so the content schema (content/schema/fleet.ts) offers the same choices the site shows.
 */
export const FLEET_CATEGORIES: readonly { id: FleetCategoryId; name: string; description: string }[] = [
  {
    id: 'elevatori',
    name: 'Carrelli Elevatori',
    description: 'Carrelli elettrici, diesel e a GPL da 1,6 a 5 tonnellate, per il magazzino e per i piazzali.',
  },
  {
    id: 'movimentazione',
    name: 'Mezzi per Movimentazione',
    description:
      'Transpallet, stoccatori, retrattili, commissionatori e sollevatori telescopici per ogni tipo di carico.',
  },
  {
    id: 'movimentazioneTerra',
    name: 'Movimentazione Terra',
    description: 'Macchine compatte per scavi, trincee e sistemazioni del terreno.',
  },
  {
    id: 'lavoriAltaQuota',
    name: 'Lavori in Alta Quota',
    description: 'Piattaforme a forbice, articolate, telescopiche e a colonna fino a 20 metri di altezza di lavoro.',
  },
];

/** Labels of the power sources, in the order the finder offers them. */
export const powerSourceLabels: Readonly<Record<PowerSource, string>> = {
  elettrica: 'Elettrica',
  diesel: 'Diesel',
  gpl: 'GPL',
};
