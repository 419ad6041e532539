import styled, { css } from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { ScriptButton } from '@/components/ui/ScriptButton';

/**
 * The few swiper rules the home carousels need (instead of swiper's whole stylesheet). Before
 * swiper starts, the same rules already lay the slides out, so nothing moves when it does.
 */
export const swiperBaseStyles = css`
  .swiper {
    position: relative;
    overflow: hidden;
    list-style: none;
    touch-action: pan-y;
  }

  .swiper-wrapper {
    position: relative;
    margin: 0;
    padding: 0;
    list-style: none;
    z-index: 1;
    display: flex;
    width: 100%;
    height: 100%;
    box-sizing: content-box;
    transition-property: transform;
    transition-timing-function: ease;
  }

  .swiper-slide {
    position: relative;
    flex-shrink: 0;
    width: 100%;
    height: 100%;
    transition-property: transform;
  }
`;

/** Arrow and play/pause buttons of a carousel; data-tone="dark" on a dark background. */
export const CarouselButton = styled(ScriptButton)`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid ${tokens.color.navy};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surface};
  color: ${tokens.color.navy};
  cursor: pointer;
  transition: background-color ${tokens.motion.fast} ease;

  &:hover {
    background: ${tokens.color.surfaceSoft};
  }

  &[data-tone='dark'] {
    border-color: ${tokens.color.onNavy};
    background: ${tokens.color.overlay};
    color: ${tokens.color.onNavy};
  }

  &[data-tone='dark']:hover {
    background: ${tokens.color.navySoft};
  }
`;

export const CarouselControlBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.xs};
`;

export const CarouselDots = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
`;

/** A 44 px target drawing a small dot; the current one is a wider gold bar. */
export const CarouselDot = styled(ScriptButton)`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  & > span {
    display: block;
    width: 12px;
    height: 12px;
    border: 2px solid ${tokens.color.navy};
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.surface};
    transition:
      width ${tokens.motion.base} ease,
      background-color ${tokens.motion.fast} ease;
  }

  &[aria-current='true'] > span {
    width: 24px;
    border-color: ${tokens.color.goldText};
    background: ${tokens.color.gold};
  }

  &[data-tone='dark'] > span {
    border-color: ${tokens.color.onNavy};
    background: transparent;
  }

  &[data-tone='dark'][aria-current='true'] > span {
    border-color: ${tokens.color.gold};
    background: ${tokens.color.gold};
  }
`;
