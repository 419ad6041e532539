import styled from 'styled-components';
import { ArrowUp } from '@/components/icons';
import { aboveCookieBanner, goldPill } from '@/components/theme/pill';
import { tokens } from '@/components/theme/tokens';
import { CONSENT_SPACE_VAR } from '@/lib/consent';
import { ScrollToTop, type ScrollToTopButtonProps } from './ScrollToTop';

/**
 * Floating "back to top" button, shown past a scroll threshold. The arrow and the button's look
 * are made here, on the server: lucide's icon code and the style rules stay out of the script
 * every page loads, and only the island that shows and hides the button is in it.
 */
export function ScrollToTopButton(props: ScrollToTopButtonProps) {
  return (
    <Floating>
      <ScrollToTop {...props} icon={<ArrowUp size={22} aria-hidden="true" />} />
    </Floating>
  );
}

// The slot takes no box, but passes the cookie banner's height on to the button (aboveCookieBanner).
const Floating = styled.div`
  display: contents;
  ${CONSENT_SPACE_VAR}: inherit;

  & > button {
    position: fixed;
    z-index: 40;
    ${aboveCookieBanner}
    right: ${tokens.space.lg};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${tokens.space.xs};
    min-width: ${tokens.layout.floatingButton};
    height: ${tokens.layout.floatingButton};
    padding: 0 ${tokens.space.md};
    ${goldPill}
    box-shadow: ${tokens.shadow.raised};
    transition: background-color ${tokens.motion.fast} ease;
  }

  & > button:hover {
    background: ${tokens.color.goldBright};
  }

  & > button[data-placement='left'] {
    right: auto;
    left: ${tokens.space.lg};
  }
`;
