import type { FeatureCard } from './types';

export const shop = {
  hero: {
    eyebrow: 'E-commerce in arrivo',
    title: 'Lo shop online Gielle arriva presto',
    lead: 'Stiamo preparando il negozio online per ordinare forniture industriali, DPI e ricambi in pochi clic. Nel frattempo il nostro ufficio commerciale è a tua disposizione.',
  },
  featuresTitle: 'Cosa troverai',
  features: [
    {
      id: 'catalogo',
      icon: 'package',
      title: 'Catalogo completo',
      description:
        'Forniture industriali, dispositivi di protezione individuale, attrezzature e ricambi, con schede tecniche e disponibilità aggiornate.',
    },
    {
      id: 'spedizioni',
      icon: 'truck',
      title: 'Spedizioni veloci',
      description: 'Consegna in 24-48 ore dal nostro magazzino di Catania, con tracciamento dell’ordine.',
    },
    {
      id: 'pagamenti',
      icon: 'lock',
      title: 'Pagamenti sicuri',
      description: 'Pagamenti protetti con PayPal e bonifico bancario, fatturazione elettronica per le aziende.',
    },
  ] satisfies FeatureCard[],
  meanwhile: {
    title: 'Ti serve qualcosa adesso?',
    text: 'Chiamaci o scrivici: prepariamo un’offerta su misura, anche per forniture ricorrenti.',
    contactsButton: 'Contattaci',
    servicesButton: 'Scopri i servizi',
    /** Followed by the company phone number (components/ui/CallLabel). */
    callLabel: 'Chiama',
  },
} as const;
