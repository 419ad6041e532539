import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { encode as encodeJpeg } from 'jpeg-js';
import { ImageResponse } from 'next/og';
import { rawTokens } from '@/components/theme/tokens';
import { decodePng } from '@/lib/pngPixels';
import type { PageShareImage, ShareCard } from '@/lib/shareImages';
import { LOGO_PATH } from './shareImage';
import { sharePictureFor } from '@/lib/images/pictures';

/**
 * A vehicle's or service's share picture (lib/shareImages.ts), drawn at build time with next/og
 * like the site's own (./shareImage.tsx): the brand, a kicker and the page's name on navy at the
 * left, the page's illustration on the right. next/og writes PNG; the picture is re-encoded as
 * JPEG so it stays far below 100 KB even when the illustration becomes a photograph.
 */
const { color } = rawTokens;

/** JPEG quality: text edges stay clean on flat colours; an illustration comes to about 40-60 KB. */
export const SHARE_JPEG_QUALITY = 88;

const TEXT_WIDTH = 540;
/** The margin round a framed picture. */
const FRAME = 48;

/** What next/og can draw, by file extension; AVIF it cannot. */
const PICTURE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** The illustration as a data URI, read from public/; null for a format next/og cannot draw. */
async function pictureSource(illustration: string, publicDir: string): Promise<string | null> {
  const type = PICTURE_TYPES[extname(illustration).toLowerCase()];
  if (!type) return null;
  const bytes = await readFile(join(publicDir, illustration));
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** Long names (up to about 55 characters) step down a size so they keep to four lines. */
const nameSize = (name: string) => (name.length > 40 ? 46 : name.length > 24 ? 54 : 62);

function Card({
  card,
  picture,
  width,
  height,
}: {
  card: ShareCard;
  picture: string | null;
  width: number;
  height: number;
}) {
  const side = width - TEXT_WIDTH;
  const framed = card.fit === 'framed';
  const pictureBox = framed ? { width: side - 2 * FRAME, height: height - 2 * FRAME } : { width: side, height };
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', background: color.navy, color: color.onNavy }}>
      <div
        style={{
          width: picture ? TEXT_WIDTH : '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '60px 48px 60px 64px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <svg width="72" height="72" viewBox="0 0 40 40">
            <rect width="40" height="40" rx="8" fill={color.navyDeep} />
            <path d={LOGO_PATH} fill="none" stroke={color.gold} strokeWidth="4" />
          </svg>
          <div style={{ fontSize: 44, letterSpacing: -1 }}>{card.brand}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
          {card.kicker ? <div style={{ fontSize: 26, color: color.goldBright }}>{card.kicker}</div> : null}
          <div style={{ fontSize: nameSize(card.name), lineHeight: 1.12 }}>{card.name}</div>
        </div>
        <div style={{ display: 'flex', height: 10, width: 200, background: color.gold, borderRadius: 5 }} />
      </div>
      {picture ? (
        <div
          style={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: color.surfaceWarm,
          }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- next/og draws <img>, not next/image */}
          <img
            src={picture}
            alt=""
            style={{ ...pictureBox, objectFit: 'contain', objectPosition: framed ? 'center' : 'center bottom' }}
          />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The share picture of one page, as the JPEG bytes of its file. A page whose picture is a photo
 * shares the photo itself: its 1200x630 cover crop written by scripts/images.ts (issue 41).
 */
export async function renderPageShareImage(
  image: PageShareImage,
  publicDir = join(process.cwd(), 'public'),
): Promise<Uint8Array> {
  const photo = sharePictureFor(image.card.illustration);
  if (photo) return new Uint8Array(await readFile(join(publicDir, photo)));
  const picture = await pictureSource(image.card.illustration, publicDir);
  if (!picture)
    console.warn(`share picture ${image.path}: ${image.card.illustration} cannot be drawn (AVIF?), drawn without it`);
  const png = new ImageResponse(
    <Card card={image.card} picture={picture} width={image.width} height={image.height} />,
    {
      width: image.width,
      height: image.height,
    },
  );
  const pixels = decodePng(new Uint8Array(await png.arrayBuffer()));
  return new Uint8Array(
    encodeJpeg({ width: pixels.width, height: pixels.height, data: pixels.data }, SHARE_JPEG_QUALITY).data,
  );
}

/** The same as a static response: what the routes under app/og/ answer (and the export writes). */
export async function shareImageResponse(image: PageShareImage): Promise<Response> {
  const bytes = await renderPageShareImage(image);
  return new Response(bytes as BodyInit, { headers: { 'Content-Type': 'image/jpeg' } });
}
