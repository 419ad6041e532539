import {
  ALL_CATEGORIES,
  cardSpecs,
  documentLabel,
  fullSpecs,
  galleryImages,
  searchWithVehicle,
  thumbnailImages,
  vehicleIdFromSearch,
  vehicleImageAlt,
  vehicleInfoMailto,
  vehiclesForCategory,
  wrapIndex,
} from './fleet';

const categories = [
  { id: 'elevatori', vehicleIds: [1, 3] },
  { id: 'movimentazione', vehicleIds: [4, 2] },
  { id: 'movimentazioneTerra', vehicleIds: [] },
] as const;
const fleet = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

describe('vehiclesForCategory', () => {
  it('gives every vehicle, in fleet order, for the all tab', () => {
    expect(vehiclesForCategory(fleet, categories, ALL_CATEGORIES).map((v) => v.id)).toEqual([1, 2, 3, 4]);
  });

  it("gives a category's vehicles in the category's order", () => {
    expect(vehiclesForCategory(fleet, categories, 'elevatori').map((v) => v.id)).toEqual([1, 3]);
    expect(vehiclesForCategory(fleet, categories, 'movimentazione').map((v) => v.id)).toEqual([4, 2]);
  });

  it('gives nothing for an empty or unknown category (the empty state)', () => {
    expect(vehiclesForCategory(fleet, categories, 'movimentazioneTerra')).toEqual([]);
    expect(vehiclesForCategory(fleet, categories, 'nonEsiste')).toEqual([]);
  });

  it('skips ids that have no vehicle', () => {
    expect(vehiclesForCategory([{ id: 1 }], categories, 'elevatori').map((v) => v.id)).toEqual([1]);
  });
});

describe('spec selection', () => {
  const excavator = {
    specs: {
      operatingHours: '10 h',
      engine: 'Diesel 18 kW',
      diggingDepth: '3,4 m',
      weight: '3.600 kg',
      dimensions: '4,9 x 1,7 m',
    },
  };

  it('lists every present spec in display order with the full labels', () => {
    expect(fullSpecs(excavator).map((row) => [row.label, row.value])).toEqual([
      ['Peso', '3.600 kg'],
      ['Profondità di Scavo', '3,4 m'],
      ['Motore', 'Diesel 18 kW'],
      ['Dimensioni', '4,9 x 1,7 m'],
      ['Ore Operative', '10 h'],
    ]);
  });

  it('gives cards the first four specs with the short labels', () => {
    expect(cardSpecs(excavator).map((row) => row.label)).toEqual(['Peso', 'Prof. Scavo', 'Motore', 'Dimensioni']);
    const forklift = { specs: { weight: '1', capacity: '2', liftHeight: '3', battery: '4', dimensions: '5' } };
    expect(cardSpecs(forklift).map((row) => [row.label, row.value])).toEqual([
      ['Peso', '1'],
      ['Capacità', '2'],
      ['Altezza', '3'],
      ['Batteria', '4'],
    ]);
  });

  it('gives fewer than four when the vehicle has fewer', () => {
    expect(cardSpecs({ specs: { capacity: '230 kg' } })).toEqual([
      { key: 'capacity', label: 'Capacità', value: '230 kg' },
    ]);
  });
});

describe('gallery', () => {
  const vehicle = { image: 'a.svg', additionalImages: ['b', 'c', 'd', 'e', 'f'] };

  it('shows at most four thumbnails, and the lightbox cycles main image plus thumbnails', () => {
    expect(thumbnailImages(vehicle)).toEqual(['b', 'c', 'd', 'e']);
    expect(galleryImages(vehicle)).toEqual(['a.svg', 'b', 'c', 'd', 'e']);
  });

  it('names each picture by the vehicle and its place, counting from one', () => {
    expect(vehicleImageAlt('Transpallet elettrico 2 t', 1, 3)).toBe('Transpallet elettrico 2 t, immagine 2 di 3');
    expect(vehicleImageAlt('Transpallet elettrico 2 t', 0, 3)).toBe('Transpallet elettrico 2 t, immagine 1 di 3');
  });

  it('wraps at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('vehicle in the URL', () => {
  it('reads a known numeric id and ignores anything else', () => {
    expect(vehicleIdFromSearch('?mezzo=3', [1, 3])).toBe(3);
    expect(vehicleIdFromSearch('?mezzo=2', [1, 3])).toBeNull();
    expect(vehicleIdFromSearch('?mezzo=3x', [3])).toBeNull();
    expect(vehicleIdFromSearch('', [3])).toBeNull();
  });

  it('sets and removes the parameter keeping the others', () => {
    expect(searchWithVehicle('', 4)).toBe('?mezzo=4');
    expect(searchWithVehicle('?a=1&mezzo=4', 7)).toBe('?a=1&mezzo=7');
    expect(searchWithVehicle('?a=1&mezzo=4', null)).toBe('?a=1');
    expect(searchWithVehicle('?mezzo=4', null)).toBe('');
  });
});

describe('links and labels', () => {
  it("builds the info mail with the subject 'Informazioni su {name}'", () => {
    const href = vehicleInfoMailto('info@example.org', 'Carrello 1,6 t & co');
    expect(href.startsWith('mailto:info@example.org?subject=')).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe('Informazioni su Carrello 1,6 t & co');
  });

  it('names documents', () => {
    expect(documentLabel('scheda-tecnica-carrello.pdf')).toBe('Scheda tecnica');
    expect(documentLabel('manuale_uso-rapido.pdf')).toBe('Manuale uso rapido');
  });
});
