import { fleetCategories, vehicles } from '@/content/fleet';
import { fleetCategoryHref, relatedVehicles, vehiclePagePath, vehicleSlugFromPath } from './vehiclePages';
import { parseFinderState } from './fleetFinder';

const slugs = vehicles.map((vehicle) => vehicle.slug);

describe('vehicle page paths', () => {
  it('live under /gielle-rental', () => {
    expect(vehiclePagePath('carrello-diesel-3t')).toBe('/gielle-rental/carrello-diesel-3t');
  });

  it('read a known slug back from a pathname, with or without a trailing slash', () => {
    expect(vehicleSlugFromPath('/gielle-rental/carrello-diesel-3t', slugs)).toBe('carrello-diesel-3t');
    expect(vehicleSlugFromPath('/gielle-rental/carrello-diesel-3t/', slugs)).toBe('carrello-diesel-3t');
    expect(vehicleSlugFromPath('/gielle-rental', slugs)).toBeNull();
    expect(vehicleSlugFromPath('/gielle-rental/sconosciuto', slugs)).toBeNull();
    expect(vehicleSlugFromPath('/servizi/carrello-diesel-3t', slugs)).toBeNull();
  });

  it('link a category to its fleet tab, which the fleet finder reads back', () => {
    const href = fleetCategoryHref('elevatori');
    expect(href).toBe('/gielle-rental?categoria=elevatori#flotta');
    const choices = { tabs: fleetCategories.map((category) => category.id), heights: [], capacities: [], powers: [] };
    expect(parseFinderState(new URL(href, 'https://example.org').search, choices).tab).toBe('elevatori');
  });
});

describe('relatedVehicles', () => {
  const byId = (id: number) => {
    const vehicle = vehicles.find((item) => item.id === id);
    if (!vehicle) throw new Error(`no vehicle ${id}`);
    return vehicle;
  };
  const ids = (id: number) => relatedVehicles(byId(id), vehicles, fleetCategories).map((vehicle) => vehicle.id);

  it('gives four others of the same category first, starting after the vehicle', () => {
    expect(ids(2)).toEqual([3, 4, 5, 1]);
    expect(ids(11)).toEqual([12, 13, 14, 15]);
  });

  it('fills up with the rest of the fleet when the category is small', () => {
    expect(ids(10)).toEqual([1, 2, 3, 4]);
  });

  it('never lists the vehicle itself or the same vehicle twice', () => {
    for (const vehicle of vehicles) {
      const related = ids(vehicle.id);
      expect(related).not.toContain(vehicle.id);
      expect(new Set(related).size).toBe(related.length);
      expect(related).toHaveLength(4);
    }
  });
});
