import { pages } from '@/content/pages';
import type { Service } from '@/content/types';

/**
 * Path of a service's own page, /servizi/<slug>. Its own module so that client code (the wizard)
 * can link a service page without bundling the pages' text (lib/servicePages.ts).
 */
export function servicePath(service: Pick<Service, 'slug'>): string {
  return `${pages.services.path}/${service.slug}`;
}
