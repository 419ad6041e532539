import guideFiles from './generated/vehicleGuides.json';
import type { VehicleGuide } from './types';

/**
 * The buyer-oriented text of every vehicle page, keyed by the vehicle's slug: the `guide` of each
 * file in content/fleet/. Figures come only from the fleet data; the notes on operator training
 * are general facts of Italian safety law (D.Lgs. 81/2008), not statements about Gielle's own
 * courses. The content check (lib/content/load.ts) refuses a vehicle with fewer than 250 words
 * or a sentence copied from another vehicle.
 */
export const vehicleGuides: Readonly<Record<string, VehicleGuide>> = guideFiles;

/** The guide of a vehicle, by slug. */
export function vehicleGuide(slug: string): VehicleGuide | undefined {
  return vehicleGuides[slug];
}
