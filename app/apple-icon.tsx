import { ImageResponse } from 'next/og';
import { rawTokens } from '@/components/theme/tokens';

/** 180x180 PNG of the logo mark for iOS home screens and the web manifest, drawn at build time. */
export const dynamic = 'force-static';
export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default function AppleIcon() {
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', background: rawTokens.color.navy }}>
        <svg width="180" height="180" viewBox="0 0 40 40">
          <path d="M28 14.5a10 10 0 1 0 1.6 8.5H20v-4h13.5" fill="none" stroke={rawTokens.color.gold} strokeWidth="4" />
        </svg>
      </div>
    ),
    size,
  );
}
