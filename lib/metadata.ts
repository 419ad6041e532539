import type { Metadata } from 'next';
import { pages, type PageKey } from '@/content/pages';

/** Title, description and canonical URL of a route, from content/pages.ts. */
export function pageMetadata(key: PageKey): Metadata {
  const page = pages[key];
  return {
    title: key === 'home' ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: page.path },
  };
}
