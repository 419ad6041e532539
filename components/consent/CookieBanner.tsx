'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useRef } from 'react';
import { CONSENT_SPACE_VAR } from '@/lib/consent';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { JS_OFF, media, tokens } from '@/components/theme/tokens';
import { Button } from '@/components/ui/Button';
import { pages } from '@/content/pages';
import { consentStore } from './consentStore';
import { useConsent } from './useConsent';

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
 */
export function CookieBanner() {
  const { record, reviewing } = useConsent();
  const bannerRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** The last element focused outside the banner: where focus returns after a choice. */
  const returnTo = useRef<HTMLElement | null>(null);
  const visible = record === null || reviewing;

  useEffect(() => {
    // When reopened from the footer, take the keyboard user to the choice.
    if (reviewing) headingRef.current?.focus();
  }, [reviewing]);

  useEffect(() => {
    const banner = bannerRef.current;
    if (!visible || !banner) return;
    const root = document.documentElement;
    const measure = () => {
      const inset = window.innerHeight - banner.getBoundingClientRect().top;
      root.style.setProperty(CONSENT_SPACE_VAR, `${Math.max(0, Math.ceil(inset))}px`);
    };
    measure();
    // Its height changes with the window width and text size.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(banner);

    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !banner.contains(event.target)) returnTo.current = event.target;
    };
    // On window, so a menu or dialog that handles Escape first (and prevents default) keeps it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      decide('rejected');
    };
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('keydown', onKeyDown);
      root.style.removeProperty(CONSENT_SPACE_VAR);
    };
  }, [visible]);

  function decide(choice: 'accepted' | 'rejected') {
    const banner = bannerRef.current;
    const active = document.activeElement;
    const focusWasInBanner = !active || active === document.body || (banner?.contains(active) ?? false);
    consentStore.decide(choice);
    if (!focusWasInBanner) return;
    const target = returnTo.current?.isConnected ? returnTo.current : document.getElementById('contenuto');
    target?.focus({ preventScroll: true });
  }

  if (!visible) return null;

  return (
    <Banner ref={bannerRef} aria-labelledby="cookie-banner-title" data-reviewing={reviewing}>
      <Text>
        <Title id="cookie-banner-title" ref={headingRef} tabIndex={-1}>
          Questo sito usa i cookie
        </Title>
        <p>
          Usiamo solo cookie tecnici necessari al funzionamento del sito. Con il tuo consenso carichiamo anche
          contenuti di terze parti, come la mappa della sede. Chiudendo questo avviso restano attivi solo i cookie
          tecnici. Dettagli nella <SiteLink href={pages.privacy.path}>privacy policy</SiteLink>.
        </p>
      </Text>
      <Actions>
        <Button type="button" data-variant="primary" onClick={() => decide('accepted')}>
          Accetta
        </Button>
        <Close
          type="button"
          aria-label="Chiudi e continua senza accettare"
          onClick={() => decide('rejected')}
        >
          <X size={22} aria-hidden="true" />
        </Close>
      </Actions>
    </Banner>
  );
}

const Banner = styled.section`
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

  html[data-consent] &[data-reviewing='false'],
  ${JS_OFF} & {
    display: none;
  }

  a {
    color: ${tokens.color.onNavy};
  }

  ${media.md} {
    flex-direction: row;
    align-items: center;
    inset: auto ${tokens.space.lg} ${tokens.space.lg};
    max-width: 60rem;
    margin-inline: auto;
  }
`;

const Text = styled.div`
  flex: 1;
  font-size: ${tokens.fontSize.sm};

  p {
    margin: ${tokens.space.xs} 0 0;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSize.md};
  color: ${tokens.color.onNavy};

  &:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  padding-right: 48px;

  ${media.md} {
    padding-right: 40px;
  }
`;

const Close = styled.button`
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
`;
