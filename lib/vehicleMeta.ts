/**
 * Title and description of a vehicle's page, from its name and description. Pure, so the content
 * check (lib/content/) can prove them unique before the modules that use them are built.
 */
const TITLE_LIMIT = 70;

export function vehicleMetaTitle(vehicleName: string, city: string, brand: string): string {
  const name = `Noleggio ${vehicleName.charAt(0).toLowerCase()}${vehicleName.slice(1)}`;
  const withCity = `${name} a ${city}`;
  return `${withCity} | ${brand}`.length <= TITLE_LIMIT ? withCity : name;
}

export function vehicleMetaDescription(description: string, city: string, brand: string): string {
  return `${description} A noleggio a ${city} con ${brand} Rental.`;
}
