import styled, { createGlobalStyle } from 'styled-components';
import { aboveCookieBanner, goldPill } from '@/components/theme/pill';
import { media, tokens } from '@/components/theme/tokens';

/** Says a newer build is installed and waiting; "Aggiorna" lets it take over (OfflineSupport). */
export default function UpdateNotice({ onUpdate }: { onUpdate: () => void }) {
  return (
    <>
      <PhoneRoom />
      <Notice role="status">
        <span>Nuova versione disponibile</span>
        <button type="button" onClick={onUpdate}>
          Aggiorna
        </button>
      </Notice>
    </>
  );
}

/** The band's height on a phone, made room for above the page's content. */
const PHONE_BAND = '4rem';

// On a phone (issue 43), a floating notice at the bottom sat on the home hero's slider controls,
// and whatever it covers changes as the page scrolls: there it is a band fixed under the sticky
// header, and while it shows, the page starts that much lower and focus scrolls clear of both, so
// it covers nothing. Wider, a pill centred at the bottom, above the open cookie banner (its height
// comes from <body>, consentRoom).
const PhoneRoom = createGlobalStyle`
  html {
    scroll-padding-top: calc(${tokens.layout.headerHeight} + ${PHONE_BAND} + 1rem);
  }

  main#contenuto {
    padding-top: ${PHONE_BAND};
  }

  ${media.md} {
    html {
      scroll-padding-top: calc(${tokens.layout.headerHeight} + 1rem);
    }

    main#contenuto {
      padding-top: 0;
    }
  }
`;

const Notice = styled.div`
  position: fixed;
  z-index: 45;
  top: calc(${tokens.layout.headerHeight} + 1px);
  left: 0;
  right: 0;
  height: ${PHONE_BAND};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  background: ${tokens.color.navyDeep};
  color: ${tokens.color.onNavy};
  box-shadow: ${tokens.shadow.raised};

  ${media.md} {
    ${aboveCookieBanner}
    top: auto;
    left: 50%;
    right: auto;
    height: auto;
    transform: translateX(-50%);
    padding: ${tokens.space.sm} ${tokens.space.sm} ${tokens.space.sm} ${tokens.space.md};
    border-radius: ${tokens.radius.pill};
  }

  button {
    flex: none;
    min-height: 44px;
    padding: 0 ${tokens.space.md};
    ${goldPill}
  }
`;
