'use client';

import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Chip } from '@/components/ui/Chip';
import { ScriptButton } from '@/components/ui/ScriptButton';
import { useHydrated } from '@/components/ui/useHydrated';
import { replaceHistoryUrl } from '@/components/ui/historyUrl';
import styles from './ContactTabs.module.css';

interface Tab {
  /** Also the panel's id and the URL hash that opens it. */
  id: string;
  label: string;
  panel: ReactNode;
  /**
   * id of the element in the panel (a heading with tabIndex -1) that takes focus when a link
   * arrives at this tab's hash, so the next Tab goes on inside the panel.
   */
  landing?: string;
}

interface ContactTabsProps {
  label: string;
  tabs: readonly Tab[];
}

/**
 * ARIA tabs (WAI-ARIA Authoring Practices, automatic activation). The chosen tab lives in the
 * URL hash, so /contatti#modulo opens the form, a reload keeps it and the link can be shared.
 * Before scripts arrive a link to a hidden panel still lands on it (:target), and with scripts
 * off the tab list goes and every panel is shown, one after the other. A link that arrives at a
 * tab's hash (a page load, a client-side navigation, a hash change) also brings focus there.
 */
export function ContactTabs({ label, tabs }: ContactTabsProps) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(tabs[0]?.id ?? '');
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  // A new object for every arrival, so arriving at the tab already shown still scrolls and focuses.
  const [arrival, setArrival] = useState<{ id: string } | null>(null);

  useEffect(() => {
    const fromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!tabs.some((tab) => tab.id === id)) return;
      setActive(id);
      setArrival({ id });
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [tabs]);

  // Once the arrived-at panel is shown, before paint. The browser (or the router, on a
  // client-side navigation) tried to scroll to the panel while it was hidden, and nothing moved
  // focus: it stayed on <body>, or on <main> where a closing dialog had put it, and the first Tab
  // went to the top of the page. The scroll is instant so no smooth scroll is left running when
  // focus lands; the landing is focused without a scroll of its own, already in view below the tabs.
  useLayoutEffect(() => {
    if (!arrival) return;
    document.getElementById(`tab-${arrival.id}`)?.scrollIntoView({ block: 'start', behavior: 'instant' });
    const landing = tabs.find((tab) => tab.id === arrival.id)?.landing;
    if (landing) document.getElementById(landing)?.focus({ preventScroll: true });
  }, [arrival, tabs]);

  const choose = (id: string, focus: boolean) => {
    setActive(id);
    replaceHistoryUrl(`${window.location.pathname}${window.location.search}#${id}`);
    if (focus) tabRefs.current[id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = tabs.length;
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const tab = tabs[targets[event.key] ?? -1];
    if (!tab) return;
    event.preventDefault();
    choose(tab.id, true);
  };

  return (
    <div className={styles.tabs} data-ready={hydrated || undefined}>
      <div className={styles.tabList} role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <Chip
              key={tab.id}
              as={ScriptButton}
              variant="tray"
              ref={(node) => {
                tabRefs.current[tab.id] = node;
              }}
              id={`tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={tab.id}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.id, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </Chip>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          className={styles.panel}
          key={tab.id}
          id={tab.id}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== active}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
