import { css } from 'styled-components';
import { JS_OFF, media, tokens } from '@/components/theme/tokens';

/**
 * Styles of the vehicle markup, applied once by an ancestor instead of per element: server
 * components styled one by one emit a <style> tag per instance, which for 18 cards would
 * repeat the same CSS over a hundred times in the HTML and in the RSC payload.
 */

/** VehicleImage: a 4:3 picture, with its 'Immagine non disponibile' notice once it failed. */
export const vehicleImageStyles = css`
  [data-vehicle-image] {
    position: relative;
    display: block;
    overflow: hidden;
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surfaceWarm};
  }

  [data-vehicle-image] img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
  }

  /* SiteImage writes the notice only for a picture that failed. */
  [data-vehicle-image] > [data-fallback-notice] {
    position: absolute;
    inset: auto 0 0;
    padding: ${tokens.space.xs} ${tokens.space.sm};
    background: ${tokens.color.surfaceSoft};
    color: ${tokens.color.ink};
    font-size: ${tokens.fontSize.sm};
    font-weight: 700;
    text-align: center;
  }
`;

/**
 * FinderActions ("Confronta", "Aggiungi alla richiesta"): plain elements styled from here by
 * whatever holds them (the fleet grid, the vehicle page, its dialog, the comparison). As styled
 * components of their own, the 18 cards' 54 elements each ran styled-components as the rental
 * page hydrated: 54 of its 80 styled renders (issue 20).
 */
export const finderActionStyles = css`
  [data-finder-actions] {
    /* Above a card's stretched link, which covers the whole card. */
    position: relative;
    z-index: 1;
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};

    &[data-pending] {
      visibility: hidden;
    }

    ${JS_OFF} & {
      display: none;
    }
  }

  [data-finder-actions] > button {
    display: inline-flex;
    flex: 1 1 auto;
    align-items: center;
    justify-content: center;
    gap: ${tokens.space.xs};
    min-height: 44px;
    padding: 0.4rem 0.75rem;
    border: 2px solid ${tokens.color.navy};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.surface};
    color: ${tokens.color.navy};
    font: inherit;
    font-size: ${tokens.fontSize.sm};
    font-weight: 700;
    cursor: pointer;

    &::before {
      content: '+';
    }

    &[aria-pressed='false']:hover {
      background: ${tokens.color.surfaceSoft};
    }

    &[aria-pressed='true'] {
      background: ${tokens.color.navy};
      color: ${tokens.color.onNavy};
    }

    &[aria-pressed='true']::before {
      content: '✓';
    }
  }
`;

/** The fleet grid and its VehicleCard items, their finder toggles included. */
export const vehicleCardStyles = css`
  [data-fleet-cards] {
    display: grid;
    gap: ${tokens.space.lg};
    grid-template-columns: 1fr;
    margin: 0;
    padding: 0;
    list-style: none;

    ${media.sm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }

    ${media.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }

  [data-vehicle-card] {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${tokens.space.sm};
    padding: ${tokens.space.md};
    background: ${tokens.color.surface};
    border: 1px solid ${tokens.color.line};
    border-radius: ${tokens.radius.lg};
    box-shadow: ${tokens.shadow.card};
    transition:
      border-color ${tokens.motion.fast} ease,
      transform ${tokens.motion.fast} ease;
    /* Off-screen cards skip style and layout work until they come near the viewport. */
    content-visibility: auto;
    contain-intrinsic-block-size: auto 520px;
  }

  [data-vehicle-card]:hover,
  [data-vehicle-card]:focus-within {
    border-color: ${tokens.color.gold};
  }

  @media (prefers-reduced-motion: no-preference) {
    [data-vehicle-card]:hover {
      transform: translateY(-2px);
    }
  }

  [data-vehicle-card] > p {
    margin: ${tokens.space.xs} 0 0;
    font-size: ${tokens.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${tokens.color.goldText};
  }

  [data-vehicle-card] > h3 {
    margin: 0;
    font-size: ${tokens.fontSize.lg};
    line-height: ${tokens.lineHeight.tight};
    color: ${tokens.color.navy};
  }

  /* Stretched link: the whole card is the click target. */
  [data-vehicle-card] h3 > a {
    color: inherit;
    text-decoration: none;
  }

  [data-vehicle-card] h3 > a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${tokens.radius.lg};
  }

  [data-vehicle-card] h3 > a:hover {
    text-decoration: underline;
  }

  [data-vehicle-card] h3 > a:focus-visible {
    outline: none;
  }

  /* Inset: the card's content-visibility clips anything drawn outside it. */
  [data-vehicle-card] h3 > a:focus-visible::after {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: -3px;
  }

  /* Label and value rows; dt/dd pairs straight in the grid (no wrappers: a lighter DOM). */
  [data-vehicle-card] > dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    margin: ${tokens.space.xs} 0 0;
    border-top: 1px solid ${tokens.color.line};
  }

  [data-vehicle-card] dt,
  [data-vehicle-card] dd {
    padding: 0.375rem 0;
    border-bottom: 1px solid ${tokens.color.line};
  }

  [data-vehicle-card] dt {
    padding-right: ${tokens.space.md};
    font-size: ${tokens.fontSize.sm};
    color: ${tokens.color.muted};
  }

  [data-vehicle-card] dd {
    margin: 0;
    font-size: ${tokens.fontSize.sm};
    font-weight: 700;
    text-align: right;
    color: ${tokens.color.ink};
    overflow-wrap: anywhere;
  }

  [data-vehicle-card] > [data-card-more] {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space.xs};
    margin-top: auto;
    padding-top: ${tokens.space.sm};
    font-weight: 700;
    color: ${tokens.color.navy};
  }

  [data-vehicle-card] > [data-card-more]::after {
    content: '→';
  }

  ${finderActionStyles}
`;
