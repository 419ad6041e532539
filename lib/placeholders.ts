/**
 * Fallback images: /api/placeholder/{width}/{height} (docs/product.md, "What the forms send"). On a static host these
 * are files generated at build time, one per size listed here; use a listed size.
 */
export const PLACEHOLDER_SIZES = [
  [400, 300],
  [800, 600],
  [200, 100],
  [400, 200],
  [1440, 850],
  [200, 200],
] as const satisfies readonly (readonly [number, number])[];

export function placeholderSrc(width: number, height: number): string {
  return `/api/placeholder/${width}/${height}`;
}
