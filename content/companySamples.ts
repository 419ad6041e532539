import sampleFields from './generated/company-samples.json';
import { company } from './company';
import type { SocialLink } from './types';

/**
 * Which company details are still samples (content/company.json's "Valori di esempio ancora da
 * sostituire"). The pages show samples until going live, when the production build refuses them
 * (scripts/goLive.ts); structured data reads this list where a sample would state something false
 * about another party, not a placeholder for the company's own detail.
 */
export const companySampleFields: ReadonlySet<string> = new Set<string>(sampleFields);

/**
 * The company's own social profiles: the addresses no longer ticked as samples. The samples are
 * the networks' home pages, and `sameAs` would declare the company to be Facebook itself.
 */
export function ownProfiles(social: readonly SocialLink[], samples: ReadonlySet<string>): string[] {
  return social.filter((link) => !samples.has(`social.${link.network}`)).map((link) => link.url);
}

export const publishedSocialProfiles: readonly string[] = ownProfiles(company.social, companySampleFields);
