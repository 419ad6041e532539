import { ImageResponse } from 'next/og';
import { company } from '@/content/company';
import { rawTokens } from '@/components/theme/tokens';
import { shareImage, touchIcon } from '@/lib/metadata';

/**
 * Images drawn at build time with next/og (no network: its bundled font), served as real .png
 * files by the static export: the 1200x630 share image (Open Graph and Twitter cards) and the
 * 180x180 touch icon. Satori takes style objects; these are images, not page markup.
 */
const { color } = rawTokens;
/** The logo's G, drawn on a 40x40 grid (as in app/icon.svg). */
export const LOGO_PATH = 'M28 14.5a10 10 0 1 0 1.6 8.5H20v-4h13.5';

export function renderShareImage(): ImageResponse {
  return new ImageResponse(
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
          <path d={LOGO_PATH} fill="none" stroke={color.gold} strokeWidth="4" />
        </svg>
        <div style={{ fontSize: 88, fontWeight: 700, letterSpacing: -2 }}>{company.brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 50, lineHeight: 1.15, maxWidth: 1040 }}>
          Forniture industriali, servizi e noleggio mezzi
        </div>
        <div style={{ fontSize: 30, color: color.onNavyMuted }}>
          {`${company.address.city}, dal ${company.foundedYear} · ${company.certifications.join(' · ')}`}
        </div>
      </div>
      <div style={{ display: 'flex', height: 10, width: 240, background: color.gold, borderRadius: 5 }} />
    </div>,
    { width: shareImage.width, height: shareImage.height },
  );
}

export function renderTouchIcon(size: number = touchIcon.size): ImageResponse {
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', background: color.navy }}>
      <svg width={size} height={size} viewBox="0 0 40 40">
        <path d={LOGO_PATH} fill="none" stroke={color.gold} strokeWidth="4" />
      </svg>
    </div>,
    { width: size, height: size },
  );
}
