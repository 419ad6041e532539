import { fleetCategories, vehicles } from '@/content/fleet';
import { serviceCategories, services } from '@/content/services';
import { buildWizardOptions, servicesInCategory, vehiclesInCategory } from './wizardOptions';

const options = buildWizardOptions({ services, serviceCategories, vehicles, fleetCategories });

describe('buildWizardOptions', () => {
  it('offers every service and every vehicle of the content', () => {
    expect(options.services.map((s) => s.id)).toEqual(services.map((s) => s.id));
    expect(options.vehicles.map((v) => v.id)).toEqual(vehicles.map((v) => v.id));
    expect(options.services).toHaveLength(15);
  });

  it('gives vehicles only the wizard fields of docs/product.md and the link to their page', () => {
    for (const vehicle of options.vehicles) {
      expect(Object.keys(vehicle).sort()).toEqual(['category', 'description', 'id', 'image', 'name', 'path', 'specs']);
      for (const key of Object.keys(vehicle.specs)) expect(['capacity', 'liftHeight', 'weight']).toContain(key);
    }
  });

  it('is plain data a server component can hand to a client one', () => {
    expect(JSON.parse(JSON.stringify(options))).toEqual(options);
  });
});

describe('servicesInCategory', () => {
  it('all shows every service; a category only its own', () => {
    expect(servicesInCategory(options.services, 'all')).toHaveLength(15);
    const security = servicesInCategory(options.services, 'security');
    expect(security.length).toBeGreaterThan(0);
    expect(security.every((s) => s.categories.includes('security'))).toBe(true);
  });
});

describe('vehiclesInCategory', () => {
  it('follows the fleet categories of docs/product.md', () => {
    expect(vehiclesInCategory(options.vehicles, options.fleetCategories, 'elevatori').map((v) => v.id)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(
      vehiclesInCategory(options.vehicles, options.fleetCategories, 'movimentazioneTerra').map((v) => v.id),
    ).toEqual([10]);
    expect(vehiclesInCategory(options.vehicles, options.fleetCategories, 'all')).toHaveLength(vehicles.length);
  });
  it('is empty for an unknown or empty category', () => {
    expect(vehiclesInCategory(options.vehicles, options.fleetCategories, 'nessuna')).toEqual([]);
    expect(vehiclesInCategory(options.vehicles, [{ id: 'vuota', label: 'Vuota', vehicleIds: [] }], 'vuota')).toEqual(
      [],
    );
  });
});
