import styled from 'styled-components';
import { ArrowUp } from '@/components/icons';
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

// Above the cookie banner while it is open, never under it: the banner's height comes from <body>
// (consentRoom) or, on the home page, through <main>. The property does not inherit by itself
// (lib/consent.ts registers it so), so the slot, which takes no box, passes it on too.
const Floating = styled.div`
  display: contents;
  ${CONSENT_SPACE_VAR}: inherit;

  & > button {
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
  }

  & > button:hover {
    background: ${tokens.color.goldBright};
  }

  & > button[data-placement='left'] {
    right: auto;
    left: ${tokens.space.lg};
  }
`;
