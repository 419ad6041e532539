'use client';

import { useEffect, useRef, type Ref } from 'react';
import { ClipboardList, Scale } from 'lucide-react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { fleetFinderText as text } from '@/content/fleetFinder';
import { CONSENT_SPACE_VAR } from '@/lib/consent';
import { COMPARE_MAX, COMPARE_MIN } from '@/lib/fleetCompare';

interface FinderBarProps {
  compareCount: number;
  requestCount: number;
  /** A message for the visitor (a refused fourth vehicle), announced politely. */
  notice: string;
  /** Where focus goes when the comparison closes because one vehicle is left. */
  compareButtonRef: Ref<HTMLButtonElement>;
  onCompare: () => void;
  onRequest: () => void;
}

/**
 * The fixed bar of the rental area with the two counts (loaded once something is chosen).
 * It sits bottom left, clear of the scroll-to-top button; while it shows, the page keeps
 * focused elements and its own end clear of it.
 */
export default function FinderBar({
  compareCount,
  requestCount,
  notice,
  compareButtonRef,
  onCompare,
  onRequest,
}: FinderBarProps) {
  const barRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const body = document.body;
    // The page keeps its end and every focused element clear of the bar, whose height grows
    // with a notice: measured, like the cookie banner's, and added to the banner's space.
    const measure = () => {
      const inset = Math.max(0, Math.ceil(window.innerHeight - bar.getBoundingClientRect().top));
      root.style.scrollPaddingBottom = `calc(var(${CONSENT_SPACE_VAR}, 0px) + ${inset}px + 0.5rem)`;
      body.style.paddingBottom = `calc(var(${CONSENT_SPACE_VAR}, 0px) + ${inset}px)`;
      // A notice that grows the bar must not cover the control the visitor just pressed, not
      // even for the moment a smooth scroll takes to start on a busy phone: at once.
      const active = document.activeElement;
      if (active instanceof HTMLElement && !bar.contains(active) && !active.closest('dialog')) {
        if (active.getBoundingClientRect().bottom > bar.getBoundingClientRect().top)
          active.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      }
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(bar);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.scrollPaddingBottom = '';
      body.style.paddingBottom = '';
    };
  }, []);

  return (
    <Bar ref={barRef} role="region" aria-label={text.toolbarLabel}>
      <Notice role="status">{notice}</Notice>
      <Buttons>
        {compareCount > 0 ? (
          <BarButton
            ref={compareButtonRef}
            type="button"
            onClick={onCompare}
            aria-disabled={compareCount < COMPARE_MIN || undefined}
          >
            <Scale size={18} aria-hidden="true" />
            {text.compare.toggle} <Count>{compareCount}</Count>
            <span className="visually-hidden">{text.compare.countSuffix(COMPARE_MAX)}</span>
          </BarButton>
        ) : null}
        {requestCount > 0 ? (
          <BarButton type="button" onClick={onRequest} aria-haspopup="dialog">
            <ClipboardList size={18} aria-hidden="true" />
            {text.request.short} <Count>{requestCount}</Count>
            <span className="visually-hidden">{requestCount === 1 ? ' mezzo' : ' mezzi'}</span>
          </BarButton>
        ) : null}
      </Buttons>
    </Bar>
  );
}

const Bar = styled.div`
  position: fixed;
  z-index: 45;
  bottom: ${tokens.space.md};
  left: ${tokens.space.md};
  /* Clear of the scroll-to-top button on the right. */
  right: calc(${tokens.space.lg} + 52px + ${tokens.space.sm});
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space.xs};
  pointer-events: none;

  ${media.md} {
    left: ${tokens.space.lg};
    bottom: ${tokens.space.lg};
  }
`;

const Notice = styled.p`
  margin: 0;
  max-width: 28rem;
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.navyDeep};
  color: ${tokens.color.onNavy};
  font-size: ${tokens.fontSize.sm};
  font-weight: 600;
  box-shadow: ${tokens.shadow.raised};
  pointer-events: auto;

  &:not(:empty) {
    padding: ${tokens.space.sm} ${tokens.space.md};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  pointer-events: auto;
`;

const BarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 48px;
  padding: 0 ${tokens.space.sm} 0 ${tokens.space.md};
  border: 2px solid ${tokens.color.gold};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.navy};
  color: ${tokens.color.onNavy};
  font: inherit;
  font-weight: 700;
  box-shadow: ${tokens.shadow.raised};
  cursor: pointer;
  transition: background-color ${tokens.motion.fast} ease;

  &:hover {
    background: ${tokens.color.navySoft};
  }

  &[aria-disabled='true'] {
    border-color: ${tokens.color.onNavyMuted};
  }

  /* On a phone both buttons fit on one line beside the scroll-to-top button. */
  svg {
    display: none;
  }

  ${media.sm} {
    min-height: 52px;

    svg {
      display: block;
    }
  }
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.75rem;
  height: 1.75rem;
  padding: 0 ${tokens.space.xs};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.gold};
  color: ${tokens.color.navyDeep};
  font-size: ${tokens.fontSize.sm};
`;
