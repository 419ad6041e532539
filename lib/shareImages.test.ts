import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { company } from '@/content/company';
import { fleetCategoryById, vehicles } from '@/content/fleet';
import { positions } from '@/content/positions';
import { newsItems } from '@/content/news';
import { services } from '@/content/services';
import { routeMetadata, shareImage } from './metadata';
import { pageShareImages, serviceShareImage, shareImageFile, vehicleShareImage } from './shareImages';

describe('share pictures of the vehicle and service pages', () => {
  const all = pageShareImages();

  test('one per vehicle and per service page, each at its own path', () => {
    // Then /lavora-con-noi and each position's page (lib/positionShareImages.ts).
    expect(all).toHaveLength(
      vehicles.length +
        services.length +
        1 +
        positions.length +
        1 +
        newsItems.filter((item) => item.photos.length > 0).length,
    );
    expect(new Set(all.map(({ image }) => image.path)).size).toBe(all.length);
    for (const { image } of all) {
      expect(image.path).toMatch(/^\/og\/(gielle-rental|servizi|lavora-con-noi|notizie)\/_?[a-z0-9-]+\.jpg$/);
      expect([image.width, image.height]).toEqual([1200, 630]);
    }
  });

  test('each draws its own page: the illustration, the name and the brand, which the alt text repeats', () => {
    for (const vehicle of vehicles) {
      const { card, alt, path } = vehicleShareImage(vehicle);
      expect(path.endsWith(`/${shareImageFile(vehicle.slug)}`)).toBe(true);
      expect(card).toMatchObject({ illustration: vehicle.image, name: vehicle.name, brand: `${company.brand} Rental` });
      expect(card.kicker).toBe(fleetCategoryById(vehicle.category)?.name);
      expect(alt).toBe(`${company.brand} Rental: ${vehicle.name}`);
    }
    for (const service of services) {
      const { card, alt } = serviceShareImage(service);
      expect(card).toMatchObject({ illustration: service.image, name: service.title, brand: company.brand });
      expect(card.kicker.toLowerCase()).not.toBe(service.title.toLowerCase());
      expect(alt).toBe(`${company.brand}: ${service.title}`);
    }
  });

  test('every illustration they draw is a file of public/', () => {
    for (const { image } of all) expect(existsSync(join(process.cwd(), 'public', image.card.illustration))).toBe(true);
  });

  test('a page given its picture declares it for Open Graph and Twitter with size and text; others keep the site picture', () => {
    const vehicle = vehicles[0];
    if (!vehicle) throw new Error('empty fleet');
    const image = vehicleShareImage(vehicle);
    const declared = [{ url: image.path, width: 1200, height: 630, alt: image.alt }];
    const metadata = routeMetadata({ path: '/x', title: 'X', description: 'Y' }, { image });
    expect(metadata.openGraph?.images).toEqual(declared);
    expect(metadata.twitter?.images).toEqual(declared);
    const plain = routeMetadata({ path: '/x', title: 'X', description: 'Y' });
    expect(plain.openGraph?.images).toEqual([{ url: shareImage.path, width: 1200, height: 630, alt: shareImage.alt }]);
  });
});
