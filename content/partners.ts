import { sample } from '@/lib/sample';
import type { Partner } from './types';

/**
 * The 19 partners of the home carousel (SPEC.md "Home", item 5).
 * A sample (hence sample()): invented names with SVG wordmarks drawn for the site, until the
 * company supplies its partners and their logos (replace the list and drop the logos into
 * public/images/partners/).
 */
export const partners = sample([
  { id: 'etna-ricambi', name: 'Etna Ricambi', logo: '/images/partners/etna-ricambi.svg' },
  { id: 'sicula-utensili', name: 'Sicula Utensili', logo: '/images/partners/sicula-utensili.svg' },
  { id: 'mediterranea-lift', name: 'Mediterranea Lift', logo: '/images/partners/mediterranea-lift.svg' },
  { id: 'ionio-safety', name: 'Ionio Safety', logo: '/images/partners/ionio-safety.svg' },
  { id: 'trinacria-pack', name: 'Trinacria Pack', logo: '/images/partners/trinacria-pack.svg' },
  { id: 'vulcano-tools', name: 'Vulcano Tools', logo: '/images/partners/vulcano-tools.svg' },
  { id: 'simeto-logistica', name: 'Simeto Logistica', logo: '/images/partners/simeto-logistica.svg' },
  { id: 'aci-elettroforniture', name: 'Aci Elettroforniture', logo: '/images/partners/aci-elettroforniture.svg' },
  { id: 'nebrodi-energia', name: 'Nebrodi Energia', logo: '/images/partners/nebrodi-energia.svg' },
  { id: 'catania-steel', name: 'Catania Steel', logo: '/images/partners/catania-steel.svg' },
  { id: 'peloro-idraulica', name: 'Peloro Idraulica', logo: '/images/partners/peloro-idraulica.svg' },
  { id: 'zafferana-chimica', name: 'Zafferana Chimica', logo: '/images/partners/zafferana-chimica.svg' },
  { id: 'stretto-cargo', name: 'Stretto Cargo', logo: '/images/partners/stretto-cargo.svg' },
  { id: 'ortigia-tech', name: 'Ortigia Tech', logo: '/images/partners/ortigia-tech.svg' },
  { id: 'alcantara-service', name: 'Alcantara Service', logo: '/images/partners/alcantara-service.svg' },
  { id: 'madonie-verde', name: 'Madonie Verde', logo: '/images/partners/madonie-verde.svg' },
  { id: 'gela-impianti', name: 'Gela Impianti', logo: '/images/partners/gela-impianti.svg' },
  { id: 'taormina-office', name: 'Taormina Office', logo: '/images/partners/taormina-office.svg' },
  { id: 'erice-antincendio', name: 'Erice Antincendio', logo: '/images/partners/erice-antincendio.svg' },
] as const satisfies readonly Partner[]);
