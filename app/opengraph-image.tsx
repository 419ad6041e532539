import { ImageResponse } from 'next/og';
import { company } from '@/content/company';
import { rawTokens } from '@/components/theme/tokens';

/**
 * The 1200x630 share image of every route (Open Graph and, through twitter-image, Twitter
 * cards), drawn at build time from the company config and the design tokens. No network:
 * next/og's bundled font is used.
 */
export const dynamic = 'force-static';
export const alt = `${company.brand}: forniture industriali, servizi e noleggio mezzi a ${company.address.city}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

const { color } = rawTokens;

export default function OpenGraphImage() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: color.navy,
          color: color.onNavy,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
          <svg width="112" height="112" viewBox="0 0 40 40">
            <rect width="40" height="40" rx="8" fill={color.navyDeep} />
            <path d="M28 14.5a10 10 0 1 0 1.6 8.5H20v-4h13.5" fill="none" stroke={color.gold} strokeWidth="4" />
          </svg>
          <div style={{ fontSize: 88, fontWeight: 700, letterSpacing: -2 }}>{company.brand}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <div style={{ fontSize: 54, lineHeight: 1.15, maxWidth: 980 }}>
            Forniture industriali, servizi e noleggio mezzi
          </div>
          <div style={{ fontSize: 30, color: color.onNavyMuted }}>
            {`${company.address.city}, dal ${company.foundedYear} · ${company.certifications.join(' · ')}`}
          </div>
        </div>
        <div style={{ display: 'flex', height: 10, width: 240, background: color.gold, borderRadius: 5 }} />
      </div>
    ),
    size,
  );
}
