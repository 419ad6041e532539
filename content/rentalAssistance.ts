import rentalAssistanceFile from './generated/rental-assistance.json';
import type { RentalAssistanceFile } from './schema/pages';

/**
 * The words of /gielle-rental/assistenza, from content/rental-assistance.json (the editor's
 * "Azienda e pagine" > "Pagina Assistenza noleggio"), checked and placeholders filled by the
 * content check. The assistance phone, its hours and the addresses are not here: they come from
 * content/company.ts, the machines from content/fleet.ts.
 */
export const rentalAssistancePage: RentalAssistanceFile = rentalAssistanceFile;
