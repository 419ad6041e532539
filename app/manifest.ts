import type { MetadataRoute } from 'next';
import { company } from '@/content/company';
import { pages } from '@/content/pages';
import { rawTokens } from '@/components/theme/tokens';
import { touchIcon } from '@/lib/metadata';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${company.brand}: forniture industriali, servizi e noleggio`,
    short_name: company.brand,
    description: pages.home.description,
    lang: 'it',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: rawTokens.color.surface,
    theme_color: rawTokens.color.navy,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: touchIcon.path, sizes: `${touchIcon.size}x${touchIcon.size}`, type: 'image/png', purpose: 'any' },
    ],
  };
}
