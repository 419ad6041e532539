/**
 * Which tier runs a keyboard walk (docs/testing.md, "Two tiers"): the phone's width is npm test's,
 * every other width is tagged for the full tier's `other-widths` project (playwright.config.ts).
 */
export const OTHER_WIDTHS_TAG = '@other-widths';
/** The width npm test walks at. */
export const PHONE_WALK_WIDTH = 360;

/** The tags of a walk at `width`. */
export function walkTags(width: number): string[] {
  return width === PHONE_WALK_WIDTH ? [] : [OTHER_WIDTHS_TAG];
}
