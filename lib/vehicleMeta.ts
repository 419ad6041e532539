import { renderedTitle, SEARCH_LIMITS } from './searchLimits';

/**
 * Title and description of a vehicle's page, from its name and description. Pure, so the content
 * check (lib/content/) can prove them unique and within the search-result limits
 * (lib/searchLimits.ts) before the modules that use them are built.
 */

/**
 * "Noleggio <vehicle> a <city>", without the city when the rendered title would pass the limit,
 * and the bare name when even "Noleggio …" would: the schema caps a name so that this one fits.
 */
export function vehicleMetaTitle(vehicleName: string, city: string, brand: string): string {
  const name = `Noleggio ${vehicleName.charAt(0).toLowerCase()}${vehicleName.slice(1)}`;
  const fits = (title: string) => renderedTitle(title, brand).length <= SEARCH_LIMITS.title;
  return [`${name} a ${city}`, name].find(fits) ?? vehicleName;
}

/**
 * The vehicle's description and the longest note on renting it that keeps the whole within the
 * limit: "A noleggio a <city> con <brand> Rental.", "A noleggio a <city>.", or none (the schema
 * caps a description at the limit itself).
 */
export function vehicleMetaDescription(description: string, city: string, brand: string): string {
  const notes = [` A noleggio a ${city} con ${brand} Rental.`, ` A noleggio a ${city}.`, ''];
  const fits = (note: string) => description.length + note.length <= SEARCH_LIMITS.description.max;
  return `${description}${notes.find(fits) ?? ''}`;
}
