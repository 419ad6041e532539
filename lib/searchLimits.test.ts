import { descriptionProblem, renderedTitle, SEARCH_LIMITS, titleProblem, titleRoom } from './searchLimits';
import { vehicleMetaDescription, vehicleMetaTitle } from './vehicleMeta';

describe('search limits', () => {
  it('render a title with the brand the layout adds, the home page’s as it is', () => {
    expect(renderedTitle('Chi siamo', 'Gielle')).toBe('Chi siamo | Gielle');
    expect(renderedTitle('Gielle | Forniture', 'Gielle', { absolute: true })).toBe('Gielle | Forniture');
    expect(titleRoom('Gielle')).toBe(SEARCH_LIMITS.title - ' | Gielle'.length);
  });

  it('name a title that results would cut, with its length, in Italian', () => {
    expect(titleProblem('x'.repeat(60))).toBeUndefined();
    expect(titleProblem('x'.repeat(61))).toMatch(/ha 61 caratteri: al massimo 60/);
  });

  it('name a description too short or too long, and let one within bounds pass', () => {
    expect(descriptionProblem('x'.repeat(69))).toMatch(/ha 69 caratteri: ne servono almeno 70/);
    expect(descriptionProblem('x'.repeat(70))).toBeUndefined();
    expect(descriptionProblem('x'.repeat(160))).toBeUndefined();
    expect(descriptionProblem('x'.repeat(161))).toMatch(/ha 161 caratteri: al massimo 160/);
  });
});

describe('a vehicle page’s title and description', () => {
  it('keep the city and the rental note while they fit', () => {
    expect(vehicleMetaTitle('Carrello retrattile 2 t', 'Catania', 'Gielle')).toBe(
      'Noleggio carrello retrattile 2 t a Catania',
    );
    expect(vehicleMetaDescription('Carrello compatto.', 'Catania', 'Gielle')).toBe(
      'Carrello compatto. A noleggio a Catania con Gielle Rental.',
    );
  });

  it('drop the city, then "Noleggio", so the rendered title fits', () => {
    const long = 'Piattaforma telescopica diesel 4x4 20 m'; // "Noleggio … a Catania | Gielle" is 67
    expect(vehicleMetaTitle(long, 'Catania', 'Gielle')).toBe(
      `Noleggio ${long.charAt(0).toLowerCase()}${long.slice(1)}`,
    );
    const longer = 'Sollevatore telescopico rotativo 4 t - 21 m!'; // "Noleggio …" alone is 62
    expect(vehicleMetaTitle(longer, 'Catania', 'Gielle')).toBe(longer);
  });

  it('shorten the rental note, then leave it out, so the description fits', () => {
    const d130 = `${'x'.repeat(129)}.`;
    expect(vehicleMetaDescription(d130, 'Catania', 'Gielle')).toBe(`${d130} A noleggio a Catania.`);
    const d150 = `${'x'.repeat(149)}.`;
    expect(vehicleMetaDescription(d150, 'Catania', 'Gielle')).toBe(d150);
  });
});
