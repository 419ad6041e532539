/**
 * What a vehicle picture falls back to when its file cannot be loaded (docs/product.md, "Messages"): the
 * placeholder drawing and the words 'Immagine non disponibile'. A module of its own because the
 * picture's island (components/rental/VehicleImage.tsx) imports it: from fleet.ts or rental.ts
 * it would bring the whole fleet or the page's text into the script, and handed down as a prop
 * the notice would be written into every page once per picture, though it shows only on failure.
 */
export const FLEET_IMAGE_DIR = '/images/fleet';

export const VEHICLE_PLACEHOLDER_IMAGE = `${FLEET_IMAGE_DIR}/mezzo-non-disponibile.svg`;

export const vehicleImageMissing = 'Immagine non disponibile';
