import { X } from '@/components/icons';
import styled from 'styled-components';
import { JS_OFF, media, tokens } from '@/components/theme/tokens';
import { SiteLink } from '@/components/ui/SiteLink';
import { buttonStyles } from '@/components/ui/Button';
import { pages } from '@/content/pages';
import { CookieBannerShell } from './CookieBannerShell';

/**
 * Cookie notice per the Garante guidelines of 10 June 2021: "Accetta" allows third-party
 * embeds; the X (or Escape) closes it keeping only technical storage. It is in the pre-rendered
 * HTML so a first visit paints it at once; for returning visitors consentBootScript has already
 * marked <html data-consent>, which hides it before the first paint, and hydration then removes
 * it. With scripts off nothing could record a choice, so it is not shown at all.
 *
 * WCAG 2.2 focus rules: it comes right after the skip link in the focus order; while it is open
 * the page keeps its height as bottom padding and scroll padding, so every link can scroll clear
 * of it and a focused element is scrolled above it; after a choice focus goes back to where the
 * visitor was (or to the main content), never to <body>.
 *
 * The text, its link, the close icon and the styles are here, on the server; the island renders
 * the banner inside the frame: the script every page loads then carries neither the page list,
 * icon code nor CSS.
 */
export function CookieBanner() {
  return (
    <Frame>
      <CookieBannerShell closeIcon={<X size={22} aria-hidden="true" />}>
        <p>
          Usiamo solo cookie tecnici necessari al funzionamento del sito. Con il tuo consenso carichiamo anche contenuti
          di terze parti, come la mappa della sede. Chiudendo questo avviso restano attivi solo i cookie tecnici.
          Dettagli nella <SiteLink href={pages.privacy.path}>privacy policy</SiteLink>.
        </p>
      </CookieBannerShell>
    </Frame>
  );
}

/** No box of its own: it only carries the banner's styles (the island renders the banner). */
const Frame = styled.div`
  display: contents;

  & > section {
    position: fixed;
    z-index: 60;
    inset: auto ${tokens.space.sm} ${tokens.space.sm};
    display: flex;
    flex-direction: column;
    gap: ${tokens.space.md};
    padding: ${tokens.space.md} ${tokens.space.lg};
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavyMuted};
    border-radius: ${tokens.radius.lg};
    box-shadow: ${tokens.shadow.raised};

    ${media.md} {
      flex-direction: row;
      align-items: center;
      inset: auto ${tokens.space.lg} ${tokens.space.lg};
      max-width: 60rem;
      margin-inline: auto;
    }
  }

  /* A slow connection delivers the page in pieces and the browser paints what it has: a banner
     painted with only its title would then grow upward by its text and buttons, a layout shift
     (0.11 on a phone). It shows once its close button, its last element, is in the document.
     A browser without :has() (Firefox before 121) drops this rule and shows it as before. */
  & > section:not(:has([data-close])) {
    display: none;
  }

  html[data-consent] & > section[data-reviewing='false'],
  ${JS_OFF} & > section {
    display: none;
  }

  a {
    color: ${tokens.color.onNavy};
  }

  /* The text. */
  & > section > div:first-of-type {
    flex: 1;
    font-size: ${tokens.fontSize.sm};
  }

  p {
    margin: ${tokens.space.xs} 0 0;
  }

  /* The title: styled as the heading it used to be, so the banner looks the same. */
  p[data-banner-title] {
    margin: 0;
    font-size: ${tokens.fontSize.md};
    font-weight: 700;
    text-wrap: balance;
    color: ${tokens.color.onNavy};

    &:focus {
      outline: none;
    }
  }

  /* The actions. */
  & > section > div:last-of-type {
    display: flex;
    align-items: center;
    gap: ${tokens.space.sm};
    padding-right: 48px;

    ${media.md} {
      padding-right: 40px;
    }
  }

  [data-accept] {
    ${buttonStyles}
  }

  [data-close] {
    position: absolute;
    top: ${tokens.space.sm};
    right: ${tokens.space.sm};
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: ${tokens.radius.sm};
    background: transparent;
    color: ${tokens.color.onNavy};
    cursor: pointer;

    &:hover {
      background: ${tokens.color.navySoft};
    }
  }
`;
