'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { CONSENT_SPACE_VAR } from '@/lib/consent';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { isPastThreshold, scrollBehaviorFor } from '@/lib/scroll';

export interface ScrollToTopButtonProps {
  /** Pixels of scroll after which the button shows (layout: 400, home: 300). */
  threshold: number;
  label: string;
  /** Show the label as text next to the arrow instead of only as the accessible name. */
  showLabel?: boolean;
  placement?: 'right' | 'left';
}

/** The island of ScrollToTopButton (which see); the arrow comes drawn from the server. */
export function ScrollToTop({
  threshold,
  label,
  showLabel = false,
  placement = 'right',
  icon,
}: ScrollToTopButtonProps & { icon: ReactNode }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(isPastThreshold(window.scrollY, threshold));
    // Reading scrollY forces style and layout: at the next frame that work is done anyway,
    // while inside hydration's effects it lengthened the long task (issue 20's trace).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);

  if (!visible) return null;

  const scrollToTop = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: scrollBehaviorFor(reduced) });
  };

  return (
    <Floating
      type="button"
      onClick={scrollToTop}
      aria-label={showLabel ? undefined : label}
      data-placement={placement}
      data-labelled={showLabel}
    >
      {icon}
      {showLabel ? <span>{label}</span> : null}
    </Floating>
  );
}

// Above the cookie banner while it is open, never under it: the banner's height comes from <body>
// (consentRoom) or, on the home page, through <main>. (Comments stay out of the template: in a
// client component its text is script every page loads.)
const Floating = styled.button`
  position: fixed;
  z-index: 40;
  ${CONSENT_SPACE_VAR}: inherit;
  bottom: calc(${tokens.space.lg} + var(${CONSENT_SPACE_VAR}, 0px));
  right: ${tokens.space.lg};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.xs};
  min-width: ${tokens.layout.floatingButton};
  height: ${tokens.layout.floatingButton};
  padding: 0 ${tokens.space.md};
  border: 0;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.gold};
  color: ${tokens.color.navyDeep};
  font-weight: 700;
  box-shadow: ${tokens.shadow.raised};
  cursor: pointer;
  transition: background-color ${tokens.motion.fast} ease;

  &:hover {
    background: ${tokens.color.goldBright};
  }

  &[data-placement='left'] {
    right: auto;
    left: ${tokens.space.lg};
  }
`;
