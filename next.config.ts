import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Every route becomes a pre-rendered HTML file in out/, hostable on any static host.
  output: 'export',
  // No image optimisation server exists on a static host.
  images: { unoptimized: true },
  compiler: { styledComponents: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `next dev` is also the office's preview (npm run cms): no framework badge ("1 Issue") over the site.
  devIndicators: false,
};

export default nextConfig;
