'use client';

import { ScriptButton } from '@/components/ui/ScriptButton';
import { SiteLink } from '@/components/ui/SiteLink';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { NavEntry } from '@/content/types';
import { isActivePath } from '@/lib/navigation';

/** The icons, rendered on the server by SiteNav, so no icon code ships in the layout's script. */
export interface SiteNavIcons {
  menu: ReactNode;
  close: ReactNode;
  cart: ReactNode;
}

/**
 * The interactive part of SiteNav (which see): the toggle and the list, inside SiteNav's <nav>.
 * Their styles live there too, on the server, so the script every page loads carries no CSS.
 */
export function SiteNavMenu({ entries, icons }: { entries: readonly NavEntry[]; icons: SiteNavIcons }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const listId = useId();
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
    const nav = toggleRef.current?.parentElement; // SiteNav's <nav>
    const outside = (target: EventTarget | null) => !(target instanceof Node && nav?.contains(target));
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
    <>
      <ScriptButton
        ref={toggleRef}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? icons.close : icons.menu}
        <span>{open ? 'Chiudi' : 'Menu'}</span>
      </ScriptButton>
      <ul id={listId} data-open={open}>
        {entries.map((entry) => {
          const active = isActivePath(pathname, entry.href);
          return (
            <li key={entry.href}>
              <SiteLink href={entry.href} aria-current={active ? 'page' : undefined} onClick={() => setOpen(false)}>
                {entry.icon === 'cart' ? icons.cart : null}
                {entry.label}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}
