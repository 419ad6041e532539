import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { StyledComponentsRegistry } from '@/components/theme/StyledComponentsRegistry';
import { rawTokens } from '@/components/theme/tokens';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SkipLink } from '@/components/layout/SkipLink';
import { ScrollToTopButton } from '@/components/layout/ScrollToTopButton';
import { CookieBanner } from '@/components/consent/CookieBanner';
import { OfflineSupport } from '@/components/offline/OfflineSupport';
import { company, siteUrl } from '@/content/company';
import { pages } from '@/content/pages';
import { consentBootScript } from '@/lib/consent';
import { sharingDefaults, touchIcon } from '@/lib/metadata';
import { titleSuffix } from '@/lib/searchLimits';
// The tokens first: every rule after reads them.
import '@/components/theme/tokens.css';
import '@/components/theme/global.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: pages.home.title, template: `%s${titleSuffix(company.brand)}` },
  description: pages.home.description,
  applicationName: company.brand,
  formatDetection: { telephone: false, email: false, address: false },
  ...sharingDefaults,
  // Listing icons here replaces the file-based app/icon.svg link, so both are named.
  icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }], apple: touchIcon.path },
};

export const viewport: Viewport = {
  themeColor: rawTokens.color.navy,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The boot script marks <html> (data-js, data-consent) before React hydrates: expected, so
    // React is told not to report it (in `next dev`, the office's preview, it showed "1 Issue").
    <html lang="it" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: consentBootScript }} />
      </head>
      <body>
        <StyledComponentsRegistry>
          <SkipLink />
          {/* Fixed at the bottom, but first after the skip link in the focus order (WCAG 2.4.11). */}
          <CookieBanner />
          <SiteHeader />
          <main id="contenuto" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <ScrollToTopButton threshold={400} label="Torna all'inizio della pagina" />
          <OfflineSupport />
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
