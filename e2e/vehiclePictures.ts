import { expect, type Page, type Response } from '@playwright/test';
import { rental } from '../content/rental';
import { vehicleBySlug } from '../content/fleet';
import { galleryImages, vehicleImageAlt } from '../lib/fleet';
import { vehiclePagePath } from '../lib/vehiclePages';

/** The vehicle whose page `path` is, if it is one. */
export function vehicleOfPath(path: string) {
  const slug = path.split('/').at(-1) ?? '';
  const vehicle = vehicleBySlug(slug);
  return vehicle && vehiclePagePath(vehicle.slug) === path ? vehicle : undefined;
}

/**
 * On a vehicle page just loaded (the crawl, e2e/pages.spec.ts, loads each once): every picture
 * link says what it shows, and a page whose pictures load carries no "not available" text, in
 * the HTML a crawler reads (the notice is written only for a picture that failed) or on screen.
 */
export async function expectVehiclePictureLinks(page: Page, response: Response | null, path: string) {
  const vehicle = vehicleOfPath(path);
  if (!vehicle) throw new Error(`${path} is no vehicle page`);
  expect(await response?.text(), path).not.toContain(rental.fleet.imageMissing);
  const images = galleryImages(vehicle);
  const links = page.locator('main a[data-lightbox-index]');
  await expect(links).toHaveCount(images.length);
  for (const [index, src] of images.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAttribute('href', src);
    // The main picture is the vehicle; each thumbnail its place in the gallery, as in the lightbox.
    const alt = index === 0 ? vehicle.name : vehicleImageAlt(vehicle.name, index, images.length);
    await expect(link.getByRole('img')).toHaveAttribute('alt', alt);
  }
  await expect(page.getByText(rental.fleet.imageMissing)).toHaveCount(0);
}
