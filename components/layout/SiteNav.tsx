'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Menu, ShoppingCart, X } from 'lucide-react';
import styled from 'styled-components';
import { JS_OFF, media, tokens } from '@/components/theme/tokens';
import type { NavEntry } from '@/content/types';
import { isActivePath } from '@/lib/navigation';

/**
 * Main navigation: inline on desktop, behind a toggle on small screens. With scripts off the
 * toggle could do nothing, so small screens show the links themselves, wrapped under the logo.
 */
export function SiteNav({ entries }: { entries: readonly NavEntry[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Handled: the cookie banner, listening after us, leaves its own Escape alone.
        event.preventDefault();
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    // The open panel covers the page: once focus or a click is elsewhere it must not stay over
    // it, or Shift+Tab would put focused controls underneath (WCAG 2.4.11).
    const outside = (target: EventTarget | null) => !(target instanceof Node && navRef.current?.contains(target));
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <Nav ref={navRef} aria-label="Navigazione principale">
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
        <span>{open ? 'Chiudi' : 'Menu'}</span>
      </Toggle>
      <List id={listId} data-open={open}>
        {entries.map((entry) => {
          const active = isActivePath(pathname, entry.href);
          return (
            <li key={entry.href}>
              <EntryLink
                href={entry.href}
                aria-current={active ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {entry.icon === 'cart' ? <ShoppingCart size={18} aria-hidden="true" /> : null}
                {entry.label}
              </EntryLink>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;

  ${JS_OFF} & {
    flex-basis: 100%;
  }

  ${media.lg} {
    ${JS_OFF} & {
      flex-basis: auto;
    }
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 44px;
  padding: 0 ${tokens.space.md};
  border: 2px solid ${tokens.color.navy};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surface};
  color: ${tokens.color.navy};
  font-weight: 700;
  cursor: pointer;

  ${JS_OFF} & {
    display: none;
  }

  ${media.lg} {
    display: none;
  }
`;

const List = styled.ul`
  display: none;
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.layout.gutter} ${tokens.space.lg};
  list-style: none;

  &[data-open='true'] {
    display: block;
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    background: ${tokens.color.surface};
    border-bottom: 1px solid ${tokens.color.line};
    box-shadow: ${tokens.shadow.card};
    max-height: calc(100vh - ${tokens.layout.headerHeight});
    overflow-y: auto;
  }

  ${JS_OFF} & {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${tokens.space.xs};
    padding: 0 0 ${tokens.space.sm};
  }

  ${media.lg} {
    &,
    &[data-open='true'] {
      display: flex;
      position: static;
      gap: ${tokens.space.xs};
      padding: 0;
      border: 0;
      box-shadow: none;
      background: none;
    }
  }
`;

const EntryLink = styled(SiteLink)`
  display: flex;
  align-items: center;
  gap: ${tokens.space.xs};
  min-height: 48px;
  padding: 0 ${tokens.space.md};
  border-radius: ${tokens.radius.sm};
  color: ${tokens.color.ink};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${tokens.color.surfaceWarm};
    color: ${tokens.color.navy};
  }

  &[aria-current='page'] {
    color: ${tokens.color.navy};
    background: ${tokens.color.surfaceSoft};
    box-shadow: inset 4px 0 0 ${tokens.color.gold};
  }

  ${media.lg} {
    min-height: 44px;
    padding: 0 0.75rem;

    &[aria-current='page'] {
      box-shadow: inset 0 -3px 0 ${tokens.color.gold};
    }
  }
`;
