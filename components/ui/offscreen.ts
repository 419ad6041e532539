import { css } from 'styled-components';

/**
 * A block the browser may skip (style, layout and paint) while it is far from the viewport, so a
 * long page's first frame draws only what is in view: on a phone that frame is most of the
 * main-thread time the page blocks at load (issue 20). Off-screen it takes `estimate` of height;
 * once drawn, `auto` keeps its real height.
 *
 * It contains layout and paint even when drawn: nothing inside may be `position: fixed` (it would
 * be placed in the block, not the viewport) or drawn outside the block's box.
 * `e2e/offscreen.spec.ts` holds that on every route.
 */
export const skippedWhileOffscreen = (estimate: string) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${estimate};
`;

/**
 * For a full-width band with a background: what it holds is skipped, the band itself is not.
 * Containment draws a block on whole pixels, so two contained bands whose edge falls between
 * pixels would meet with a hairline of the page's background between them.
 */
export const contentsSkippedWhileOffscreen = (estimate: string) => css`
  & > * {
    ${skippedWhileOffscreen(estimate)}
  }
`;
