import type { SiteDocument } from './types';
import { company, fullAddress } from './company';
import { fleetCategories, specSheetFile, vehicles } from './fleet';
import { fullSpecs } from '../lib/fleet';

/**
 * One spec sheet per vehicle, built from the fleet data (docs/product.md, decision "documents"), so the PDF
 * and the page can never disagree. Listed in content/documents.ts.
 */
export const vehicleSpecSheets: readonly SiteDocument[] = vehicles.map((vehicle) => {
  const category = fleetCategories.find((item) => item.id === vehicle.category);
  return {
    file: specSheetFile(vehicle.slug),
    title: `Scheda tecnica: ${vehicle.name}`,
    subtitle: `Gielle Rental - ${category?.name ?? ''}`,
    sections: [
      { heading: 'Descrizione', paragraphs: [vehicle.description] },
      {
        heading: 'Caratteristiche tecniche',
        paragraphs: [{ items: fullSpecs(vehicle).map((row) => `${row.label}: ${row.value}`) }],
      },
      {
        heading: 'Condizioni di noleggio',
        paragraphs: [
          'Noleggio giornaliero, settimanale, mensile o annuale. Il prezzo base comprende l’assicurazione di responsabilità civile; coperture aggiuntive sono disponibili su richiesta.',
          'Consegna e ritiro si prenotano con 24-48 ore di anticipo; il costo dipende dalla distanza e dal mezzo. Il mezzo viene consegnato controllato, con manuale d’uso e assistenza tecnica 24/7.',
          'I dati riportati sono indicativi e possono variare secondo l’allestimento: chiedici la configurazione disponibile.',
        ],
      },
      {
        heading: 'Contatti',
        paragraphs: [
          `${company.legalName}, ${fullAddress}`,
          `Telefono: ${company.phone.display} - E-mail: ${company.email.info}`,
        ],
      },
    ],
  };
});
