'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Button } from '@/components/ui/Button';
import { pages } from '@/content/pages';
import { consentStore } from './consentStore';
import { useConsent } from './useConsent';

/**
 * Cookie notice per the Garante guidelines of 10 June 2021: "Accetta" allows third-party
 * embeds; the X closes it keeping only technical storage. It is in the pre-rendered HTML so a
 * first visit paints it at once; for returning visitors consentBootScript has already marked
 * <html data-consent>, which hides it before the first paint, and hydration then removes it.
 */
export function CookieBanner() {
  const { record, reviewing } = useConsent();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const visible = record === null || reviewing;

  useEffect(() => {
    // When reopened from the footer, take the keyboard user to the choice.
    if (reviewing) headingRef.current?.focus();
  }, [reviewing]);

  if (!visible) return null;

  return (
    <Banner aria-labelledby="cookie-banner-title" data-reviewing={reviewing}>
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
        <Button type="button" data-variant="primary" onClick={() => consentStore.decide('accepted')}>
          Accetta
        </Button>
        <Close
          type="button"
          aria-label="Chiudi e continua senza accettare"
          onClick={() => consentStore.decide('rejected')}
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

  html[data-consent] &[data-reviewing='false'] {
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
