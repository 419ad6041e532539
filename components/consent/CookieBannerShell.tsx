'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { ScriptButton } from '@/components/ui/ScriptButton';
import { whenPageIdle } from '@/lib/pageIdle';
import { setConsentRoom } from './consentRoom';
import { consentStore } from './consentStore';
import { useConsent } from './useConsent';

/**
 * The island of CookieBanner (which see): the text and the close icon come rendered from the
 * server, and the styles sit on CookieBanner's frame; the Accept button, a plain button, gets the
 * buttons' class from there, so this script carries neither, nor the Button component.
 */
export function CookieBannerShell({
  children,
  closeIcon,
  acceptClassName,
}: {
  children: ReactNode;
  closeIcon: ReactNode;
  acceptClassName?: string;
}) {
  const { record, reviewing } = useConsent();
  const bannerRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLParagraphElement>(null);
  /** The last element focused outside the banner: where focus returns after a choice. */
  const returnTo = useRef<HTMLElement | null>(null);
  const visible = record === null || reviewing;

  useEffect(() => {
    // When reopened from the footer, take the keyboard user to the choice.
    if (reviewing) titleRef.current?.focus();
  }, [reviewing]);

  useEffect(() => {
    const banner = bannerRef.current;
    if (!visible || !banner) return;
    let room = '';
    const measure = () => {
      const inset = `${Math.max(0, Math.ceil(window.innerHeight - banner.getBoundingClientRect().top))}px`;
      if (inset !== room) setConsentRoom((room = inset));
    };
    // The room is first reserved when the page is idle after load, or at the first focus move if
    // that comes sooner (scroll padding is what keeps a focused element clear of the banner):
    // nothing it moves is in view before the visitor scrolls or tabs, and the load's tasks are
    // left alone (issue 20's traces).
    // A ResizeObserver reports the banner's size after the layout the browser makes anyway (so
    // nothing forces one), then again whenever the width or text size changes it.
    // (Every supported browser has ResizeObserver: docs/browsers.md.)
    let observer: ResizeObserver | null = null;
    let cancelIdle = () => {};
    const follow = () => {
      if (observer) return;
      cancelIdle();
      observer = new ResizeObserver(measure);
      observer.observe(banner);
    };
    cancelIdle = whenPageIdle(follow);

    const onFocusIn = (event: FocusEvent) => {
      follow();
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
      cancelIdle();
      observer?.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('keydown', onKeyDown);
      setConsentRoom('');
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
    <section ref={bannerRef} aria-labelledby="cookie-banner-title" data-reviewing={reviewing}>
      <div>
        {/*
          The region's name, not a heading: the banner comes first in the DOM (for the focus
          order), and a heading here would be every page's first heading, before its H1.
        */}
        <p id="cookie-banner-title" ref={titleRef} tabIndex={-1} data-banner-title="">
          Questo sito usa i cookie
        </p>
        {children}
      </div>
      <div>
        <ScriptButton className={acceptClassName} data-variant="primary" data-accept onClick={() => decide('accepted')}>
          Accetta
        </ScriptButton>
        <ScriptButton data-close aria-label="Chiudi e continua senza accettare" onClick={() => decide('rejected')}>
          {closeIcon}
        </ScriptButton>
      </div>
    </section>
  );
}
