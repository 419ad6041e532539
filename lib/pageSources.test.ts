/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vehicles } from '@/content/fleet';
import { services } from '@/content/services';
import { servicePageSources, staticPageSources, vehiclePageSources } from './pageSources';

const repo = join(__dirname, '..');

describe('page sources', () => {
  it('name files and folders that exist, so a rename cannot silently date a page by nothing', () => {
    const all = [
      ...Object.values(staticPageSources).flat(),
      ...vehicles.flatMap((vehicle) => vehiclePageSources(vehicle.slug)),
      ...services.flatMap((service) => servicePageSources(service.slug)),
    ];
    expect(all.filter((path) => !existsSync(join(repo, path)))).toEqual([]);
  });

  it('find each vehicle’s and service’s data file by its slug, as the editor names it', () => {
    for (const folder of ['content/fleet', 'content/services']) {
      for (const name of readdirSync(join(repo, folder)).filter((file) => file.endsWith('.json'))) {
        const { slug } = JSON.parse(readFileSync(join(repo, folder, name), 'utf8')) as { slug: string };
        expect(`${folder}/${name}`).toBe(`${folder}/${slug}.json`);
      }
    }
  });
});
