import { vehicles } from './fleet';
import { vehicleGuide, vehicleGuides } from './vehicleGuides';
import type { VehicleGuide } from './types';
import { sharedSentences, wordCount } from '@/lib/pageText';

const guideText = (guide: VehicleGuide) => [...guide.intro, ...guide.jobs, guide.environment, guide.operator].join(' ');

describe('vehicle guides (the page-specific text of /gielle-rental/<slug>)', () => {
  it('exist for every vehicle of the fleet and for nothing else', () => {
    expect(Object.keys(vehicleGuides).sort()).toEqual(vehicles.map((vehicle) => vehicle.slug).sort());
  });

  it.each(vehicles.map((vehicle) => vehicle.slug))('%s has at least 250 words of its own', (slug) => {
    const guide = vehicleGuide(slug);
    if (!guide) throw new Error(`no guide for ${slug}`);
    expect(wordCount(guideText(guide))).toBeGreaterThanOrEqual(250);
  });

  it('share no sentence between two vehicles', () => {
    const texts = Object.fromEntries(Object.entries(vehicleGuides).map(([slug, guide]) => [slug, guideText(guide)]));
    expect(sharedSentences(texts)).toEqual([]);
  });
});
