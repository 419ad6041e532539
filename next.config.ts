import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';

const nextConfig: NextConfig = {
  // Every route becomes a pre-rendered HTML file in out/, hostable on any static host.
  output: 'export',
  // No image optimisation server exists on a static host.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `next dev` is also the office's preview (npm run cms): no framework badge ("1 Issue") over the site.
  devIndicators: false,
  // Next type-checks the whole project again in every build (about 25 s on two cores). TYPES_CHECKED=1
  // skips that pass where `npm run typecheck` has just checked the same code, route types included
  // (it runs `next typegen` first): `npm test` after its own typecheck, and the tests' throw-away
  // copies of the tree (e2e/repoCopy.ts), which change content only. A plain `npm run build`, as a
  // host deploys, always checks.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
};

/** How the export delivers its styles (docs/performance.md, "Styles: inlined in <head>"). */
const exportStyles: NextConfig['experimental'] = {
  // Each page carries its CSS in one <style> in <head> instead of linking stylesheets: a linked
  // stylesheet blocks the first paint until its own request comes back, which on a slow phone
  // connection put the largest paint 0.5 s later.
  inlineCss: true,
  // Small chunks, so a page inlines little that it does not use: the default merges nearly every
  // module into one 63 KB stylesheet for all pages. A chunk costs no request once inlined, only
  // its hash in each page's policy (scripts/csp.ts); 3,000 bytes per chunk measured lightest.
  cssChunking: { type: 'graph', requestCost: 3000 },
};

// Next's own extensions, and in `next dev` also `.dev.ts`: a route only the preview has
// (app/content-version/route.dev.ts, which the office's content check reads), never exported.
const pageExtensions = ['tsx', 'ts', 'jsx', 'js'];

export default function config(phase: string): NextConfig {
  const preview = phase === PHASE_DEVELOPMENT_SERVER;
  return {
    ...nextConfig,
    // Component names in class names help while editing; in the export they only cost bytes (each
    // styled component's "File__Name" twice in its chunk, 200 B gzip on /lavora-con-noi's first load).
    // Turbopack keeps them in production builds unless told (Next's own default is development only).
    compiler: { styledComponents: { displayName: preview } },
    pageExtensions: preview ? ['dev.ts', ...pageExtensions] : pageExtensions,
    // Not in `next dev`: the office's preview runs webpack (scripts/cms.ts), which refuses graph
    // chunking, and a preview has no first paint over a slow link to save.
    ...(preview ? {} : { experimental: exportStyles }),
  };
}
