/**
 * Draws the fleet's images (docs/product.md, decision "images": simple SVG illustrations, one silhouette per
 * vehicle type) into public/images/fleet/: for each vehicle of content/fleet.ts a main side
 * view, a working pose and a detail view, plus the placeholder used when an image fails.
 * Colours come from the design tokens. Run it after changing the fleet:
 *   npx tsx scripts/generate-fleet-images.ts
 * The company replaces a drawing with a photo by pointing the vehicle's image paths at it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rawTokens } from '../components/theme/tokens';
import { VEHICLE_PLACEHOLDER_IMAGE, vehicles, vehicleImagePath } from '../content/fleet';
import type { VehicleKind } from '../content/types';

const c = rawTokens.color;
const W = 400;
const H = 300;
const GROUND = 252;

type Pose = 'riposo' | 'lavoro';

const wheel = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.anthracite}"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.45)}" fill="${c.line}"/>`;

const pallet = (x: number, y: number, w: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="8" fill="${c.goldText}"/>` +
  `<rect x="${x + 4}" y="${y - 44}" width="${w - 8}" height="44" rx="3" fill="${c.surfaceSoft}" stroke="${c.muted}" stroke-width="2"/>` +
  `<path d="M${x + 4} ${y - 22} H${x + w - 4} M${x + w / 2} ${y - 44} V${y}" stroke="${c.muted}" stroke-width="2"/>`;

function forklift(pose: Pose): string {
  const forkY = pose === 'lavoro' ? 120 : 238;
  const mastTop = pose === 'lavoro' ? 40 : 80;
  return [
    // mast
    `<rect x="118" y="80" width="14" height="162" fill="${c.anthracite}"/>`,
    `<rect x="124" y="${mastTop}" width="10" height="${242 - mastTop}" fill="${c.muted}"/>`,
    // carriage and forks
    `<rect x="102" y="${forkY - 44}" width="18" height="48" fill="${c.navy}"/>`,
    `<path d="M106 ${forkY - 44} V${forkY} H36 V${forkY + 6} H112 V${forkY - 44} Z" fill="${c.navyDeep}"/>`,
    pose === 'lavoro' ? pallet(40, forkY - 8, 64) : '',
    // overhead guard
    `<path d="M168 172 L178 92 M258 172 L248 92" stroke="${c.anthracite}" stroke-width="7" stroke-linecap="round"/>`,
    `<rect x="168" y="86" width="92" height="9" rx="3" fill="${c.anthracite}"/>`,
    // body, counterweight, seat, wheel
    `<rect x="138" y="168" width="160" height="64" rx="10" fill="${c.gold}"/>`,
    `<path d="M270 150 H306 Q318 150 318 162 V232 H270 Z" fill="${c.anthracite}"/>`,
    `<path d="M214 168 V140 Q214 132 222 132 H236 V168 Z" fill="${c.navy}"/>`,
    `<path d="M186 150 L200 120" stroke="${c.navy}" stroke-width="6" stroke-linecap="round"/>`,
    wheel(172, 232, 22),
    wheel(284, 236, 18),
  ].join('');
}

function palletTruck(pose: Pose): string {
  return [
    `<rect x="56" y="232" width="180" height="10" rx="2" fill="${c.navyDeep}"/>`,
    pose === 'lavoro' ? pallet(64, 230, 160) : '',
    `<rect x="226" y="136" width="78" height="100" rx="10" fill="${c.gold}"/>`,
    `<rect x="236" y="150" width="58" height="18" rx="4" fill="${c.navy}"/>`,
    `<path d="M296 140 L${pose === 'lavoro' ? 352 : 330} ${pose === 'lavoro' ? 104 : 78}" stroke="${c.anthracite}" stroke-width="9" stroke-linecap="round"/>`,
    `<rect x="${pose === 'lavoro' ? 340 : 318}" y="${pose === 'lavoro' ? 92 : 66}" width="30" height="12" rx="6" fill="${c.anthracite}"/>`,
    wheel(266, 240, 14),
    wheel(78, 246, 7),
    wheel(200, 246, 7),
  ].join('');
}

function telehandler(pose: Pose): string {
  const angle = pose === 'lavoro' ? 30 : -8;
  const extension = pose === 'lavoro' ? 50 : 0;
  return [
    `<g transform="rotate(${angle} 318 176)">`,
    `<rect x="${96 - extension}" y="166" width="${230 + extension}" height="22" rx="4" fill="${c.gold}"/>`,
    `<rect x="${96 - extension}" y="170" width="60" height="14" fill="${c.goldText}"/>`,
    `<path d="M${92 - extension} 160 V196 H${52 - extension} V202 H${98 - extension} V160 Z" fill="${c.navyDeep}"/>`,
    `</g>`,
    `<rect x="100" y="196" width="240" height="34" rx="8" fill="${c.anthracite}"/>`,
    `<path d="M190 196 V132 Q190 120 202 120 H246 Q256 120 256 132 V196 Z" fill="${c.gold}"/>`,
    `<path d="M200 176 V136 Q200 130 206 130 H240 Q246 130 246 136 V176 Z" fill="${c.navySoft}"/>`,
    wheel(146, 232, 28),
    wheel(296, 232, 28),
  ].join('');
}

function excavator(pose: Pose): string {
  const boom = pose === 'lavoro' ? 'M162 176 L96 96 L64 214' : 'M162 176 L104 110 L70 176';
  const bucket = pose === 'lavoro' ? 'M56 206 L84 220 L70 246 L46 234 Z' : 'M62 168 L92 180 L80 206 L54 196 Z';
  return [
    pose === 'lavoro' ? `<path d="M30 252 Q62 236 100 252 Z" fill="${c.goldText}" opacity="0.55"/>` : '',
    `<path d="${boom}" fill="none" stroke="${c.gold}" stroke-width="16" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<path d="${bucket}" fill="${c.anthracite}"/>`,
    `<rect x="112" y="216" width="200" height="34" rx="17" fill="${c.anthracite}"/>`,
    `<circle cx="130" cy="233" r="11" fill="${c.muted}"/><circle cx="294" cy="233" r="11" fill="${c.muted}"/>`,
    `<circle cx="186" cy="236" r="6" fill="${c.muted}"/><circle cx="238" cy="236" r="6" fill="${c.muted}"/>`,
    `<rect x="140" y="164" width="150" height="50" rx="8" fill="${c.gold}"/>`,
    `<path d="M156 164 V112 Q156 104 164 104 H208 Q216 104 216 112 V164 Z" fill="${c.gold}"/>`,
    `<path d="M164 150 V116 H206 V150 Z" fill="${c.navySoft}"/>`,
    `<rect x="262" y="172" width="38" height="28" rx="4" fill="${c.anthracite}"/>`,
    `<rect x="300" y="226" width="30" height="22" fill="${c.navy}"/>`,
  ].join('');
}

function scissorLift(pose: Pose): string {
  const levels = pose === 'lavoro' ? 4 : 1;
  const levelHeight = pose === 'lavoro' ? 36 : 14;
  const top = 204 - levels * levelHeight;
  const scissors = Array.from({ length: levels }, (_, index) => {
    const y0 = 204 - index * levelHeight;
    const y1 = y0 - levelHeight;
    return `<path d="M140 ${y0} L260 ${y1} M260 ${y0} L140 ${y1}" stroke="${c.anthracite}" stroke-width="7" stroke-linecap="round"/>`;
  }).join('');
  return [
    scissors,
    `<rect x="116" y="${top - 12}" width="168" height="12" rx="3" fill="${c.gold}"/>`,
    `<path d="M120 ${top - 12} V${top - 46} H280 V${top - 12} M120 ${top - 30} H280 M170 ${top - 46} V${top - 12} M230 ${top - 46} V${top - 12}" fill="none" stroke="${c.navy}" stroke-width="4"/>`,
    `<rect x="110" y="204" width="180" height="32" rx="6" fill="${c.gold}"/>`,
    `<rect x="124" y="212" width="44" height="14" rx="3" fill="${c.navy}"/>`,
    wheel(140, 240, 14),
    wheel(260, 240, 14),
  ].join('');
}

function boomLift(pose: Pose): string {
  const lower = pose === 'lavoro' ? 'M230 178 L170 92' : 'M230 178 L132 170';
  const upper = pose === 'lavoro' ? 'M170 92 L86 62' : 'M132 170 L70 150';
  const basket = pose === 'lavoro' ? { x: 52, y: 34 } : { x: 38, y: 122 };
  return [
    `<path d="${lower}" stroke="${c.gold}" stroke-width="15" stroke-linecap="round"/>`,
    `<path d="${upper}" stroke="${c.goldText}" stroke-width="11" stroke-linecap="round"/>`,
    `<rect x="${basket.x}" y="${basket.y + 20}" width="48" height="16" fill="${c.navy}"/>`,
    `<path d="M${basket.x} ${basket.y + 20} V${basket.y} H${basket.x + 48} V${basket.y + 20}" fill="none" stroke="${c.navy}" stroke-width="4"/>`,
    `<rect x="196" y="160" width="84" height="36" rx="6" fill="${c.gold}"/>`,
    `<rect x="254" y="150" width="36" height="46" rx="4" fill="${c.anthracite}"/>`,
    `<rect x="110" y="196" width="200" height="34" rx="8" fill="${c.anthracite}"/>`,
    wheel(146, 234, 20),
    wheel(274, 234, 20),
  ].join('');
}

const drawings: Record<VehicleKind, (pose: Pose) => string> = {
  forklift,
  palletTruck,
  telehandler,
  excavator,
  scissorLift,
  boomLift,
};

/** Close-up crop (4:3) of each kind, for the detail view. */
const detailCrop: Record<VehicleKind, string> = {
  forklift: '120 80 200 150',
  palletTruck: '180 90 200 150',
  telehandler: '150 100 200 150',
  excavator: '120 90 200 150',
  scissorLift: '100 110 200 150',
  boomLift: '150 110 200 150',
};

function backdrop(): string {
  return [
    `<rect width="${W}" height="${H}" fill="${c.surfaceWarm}"/>`,
    `<path d="M0 60 H${W} M0 120 H${W} M0 180 H${W}" stroke="${c.surfaceSoft}" stroke-width="2"/>`,
    `<circle cx="340" cy="70" r="90" fill="none" stroke="${c.surfaceSoft}" stroke-width="14"/>`,
    `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="${c.surfaceSoft}"/>`,
    `<rect y="${GROUND}" width="${W}" height="3" fill="${c.line}"/>`,
  ].join('');
}

function svg(title: string, body: string, viewBox = `0 0 ${W} ${H}`): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${W}" height="${H}" role="img"><title>${escaped}</title>${backdrop()}${body}</svg>\n`;
}

function placeholder(): string {
  return svg(
    'Immagine non disponibile',
    [
      `<g opacity="0.5">${forklift('riposo').replaceAll(c.gold, c.line).replaceAll(c.anthracite, c.muted)}</g>`,
      `<text x="200" y="40" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="${c.muted}">Immagine non disponibile</text>`,
    ].join(''),
  );
}

function main() {
  const root = join(process.cwd(), 'public');
  mkdirSync(join(root, 'images', 'fleet'), { recursive: true });
  const write = (publicPath: string, content: string) => writeFileSync(join(root, publicPath), content);
  let count = 0;
  for (const vehicle of vehicles) {
    // A vehicle without a kind has photos of its own: nothing to draw.
    if (!vehicle.kind) continue;
    const { kind } = vehicle;
    const draw = drawings[kind];
    write(vehicleImagePath(vehicle.slug), svg(vehicle.name, draw('riposo')));
    write(vehicleImagePath(vehicle.slug, 'lavoro'), svg(`${vehicle.name} al lavoro`, draw('lavoro')));
    write(
      vehicleImagePath(vehicle.slug, 'dettaglio'),
      svg(`${vehicle.name}, dettaglio`, draw('riposo'), detailCrop[kind]),
    );
    count += 3;
  }
  write(VEHICLE_PLACEHOLDER_IMAGE, placeholder());
  console.log(`fleet images: ${count + 1} SVG written to public/images/fleet`);
}

main();
