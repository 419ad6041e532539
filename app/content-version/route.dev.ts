import compiled from '@/content/generated/version.json';

/**
 * The preview's (`next dev`'s) fingerprint of the content it has compiled: the content check asks
 * for it after a save until it matches what it wrote (scripts/content.ts, untilPreviewServes).
 * A `.dev.ts` file is a route only in `next dev` (next.config.ts, pageExtensions): the exported
 * site has no such page.
 */
// Required of every route under output: 'export'; next dev still runs it on every request.
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ version: compiled.version });
}
