import { firstItalianNumber } from '@/lib/fleetFigures';
import { fleetCategories, powerSourceLabels, vehicleById, vehicles } from './fleet';
import { fleetFinderText } from './fleetFinder';

/** Guard tests: the fleet data keeps the shape of docs/product.md ("Content model", "Fixed figures"). */
describe('fleet data', () => {
  it('has 18 vehicles with unique ids and slugs', () => {
    expect(vehicles).toHaveLength(18);
    expect(new Set(vehicles.map((v) => v.id)).size).toBe(18);
    expect(new Set(vehicles.map((v) => v.slug)).size).toBe(18);
  });

  it('has the four fleet categories of docs/product.md with their vehicle ids', () => {
    expect(fleetCategories.map((c) => [c.id, c.name, [...c.vehicleIds]])).toEqual([
      ['elevatori', 'Carrelli Elevatori', [1, 2, 3, 4, 5]],
      ['movimentazione', 'Mezzi per Movimentazione', [6, 7, 8, 9, 17, 18]],
      ['movimentazioneTerra', 'Movimentazione Terra', [10]],
      ['lavoriAltaQuota', 'Lavori in Alta Quota', [11, 12, 13, 14, 15, 16]],
    ]);
  });

  it("agrees with each vehicle's own category and covers every vehicle once", () => {
    const listed = fleetCategories.flatMap((c) => c.vehicleIds.map((id) => [id, c.id] as const));
    expect(listed).toHaveLength(vehicles.length);
    for (const [id, categoryId] of listed) expect(vehicleById(id)?.category).toBe(categoryId);
  });

  it('gives every vehicle at least four specs, images and a spec sheet', () => {
    for (const vehicle of vehicles) {
      expect(Object.values(vehicle.specs).filter(Boolean).length).toBeGreaterThanOrEqual(4);
      expect(vehicle.image).toMatch(/^\/images\/fleet\/.+\.svg$/);
      expect(vehicle.additionalImages.length).toBeGreaterThan(0);
      expect(vehicle.documents).toContain(`scheda-tecnica-${vehicle.slug}.pdf`);
    }
  });

  it('gives earth-moving machines a digging depth and the others a capacity', () => {
    for (const vehicle of vehicles) {
      if (vehicle.category === 'movimentazioneTerra') expect(vehicle.specs.diggingDepth).toBeTruthy();
      else expect(vehicle.specs.capacity).toBeTruthy();
    }
  });
});

/** One source: the finder's numbers must say what the display strings say. */
describe('fleet figures', () => {
  it('give the same lift height and capacity as the display strings', () => {
    for (const vehicle of vehicles) {
      const shownHeight = vehicle.specs.liftHeight ? firstItalianNumber(vehicle.specs.liftHeight) : undefined;
      const shownCapacity = vehicle.specs.capacity ? firstItalianNumber(vehicle.specs.capacity) : undefined;
      expect([vehicle.slug, vehicle.figures.liftHeightM]).toEqual([vehicle.slug, shownHeight]);
      expect([vehicle.slug, vehicle.figures.capacityKg]).toEqual([vehicle.slug, shownCapacity]);
    }
  });

  it('give the power source the battery or engine spec names', () => {
    for (const vehicle of vehicles) {
      const { battery, engine } = vehicle.specs;
      const shown =
        battery && !engine
          ? 'elettrica'
          : engine?.startsWith('Diesel')
            ? 'diesel'
            : engine?.startsWith('GPL')
              ? 'gpl'
              : 'unknown';
      expect([vehicle.slug, vehicle.figures.power]).toEqual([vehicle.slug, shown]);
    }
  });

  it('label every power source the fleet holds', () => {
    for (const vehicle of vehicles) expect(powerSourceLabels[vehicle.figures.power]).toBeTruthy();
  });

  it('offers only thresholds that some vehicle meets, so no single filter is a dead end', () => {
    const { height, capacity } = fleetFinderText;
    for (const min of height.options) expect(vehicles.some((v) => (v.figures.liftHeightM ?? 0) >= min)).toBe(true);
    for (const min of capacity.options) expect(vehicles.some((v) => (v.figures.capacityKg ?? 0) >= min)).toBe(true);
  });
});
