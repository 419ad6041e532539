/**
 * Writes the fallback images /api/placeholder/{width}/{height} as real PNG files (extension-less,
 * served as image/png by scripts/serve.mjs) for every size in lib/placeholders.ts, coloured from
 * the design tokens. Runs before `next build` (npm "prebuild"); public/api/ is not versioned.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rawTokens } from '../components/theme/tokens';
import { PLACEHOLDER_SIZES, placeholderSrc } from '../lib/placeholders';
import { hexToRgb, placeholderPng, type PlaceholderPalette } from '../lib/placeholderPng';

const palette: PlaceholderPalette = {
  background: hexToRgb(rawTokens.color.surfaceSoft),
  border: hexToRgb(rawTokens.color.line),
  glyph: hexToRgb(rawTokens.color.muted),
};

export function writePlaceholders() {
  const publicDir = join(process.cwd(), 'public');
  const root = join(publicDir, 'api', 'placeholder');
  // Start clean so sizes removed from the list do not linger.
  rmSync(root, { recursive: true, force: true });
  for (const [width, height] of PLACEHOLDER_SIZES) {
    const file = join(publicDir, placeholderSrc(width, height));
    mkdirSync(join(root, String(width)), { recursive: true });
    writeFileSync(file, placeholderPng(width, height, palette));
  }
  const count = readdirSync(root).reduce((total, width) => total + readdirSync(join(root, width)).length, 0);
  console.log(`placeholders: ${count} PNG written under public/api/placeholder`);
}

if (require.main === module) writePlaceholders();
