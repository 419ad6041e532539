'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { JS_OFF, tokens } from '@/components/theme/tokens';
import { useHydrated } from '@/components/ui/useHydrated';

interface Tab {
  /** Also the panel's id and the URL hash that opens it. */
  id: string;
  label: string;
  panel: ReactNode;
}

interface ContactTabsProps {
  label: string;
  tabs: readonly Tab[];
}

/**
 * ARIA tabs (WAI-ARIA Authoring Practices, automatic activation). The chosen tab lives in the
 * URL hash, so /contatti#modulo opens the form, a reload keeps it and the link can be shared.
 * Before scripts arrive a link to a hidden panel still lands on it (:target), and with scripts
 * off the tab list goes and every panel is shown, one after the other.
 */
export function ContactTabs({ label, tabs }: ContactTabsProps) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(tabs[0]?.id ?? '');
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  useEffect(() => {
    const fromHash = (scroll: boolean) => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!tabs.some((tab) => tab.id === id)) return;
      setActive(id);
      // The panel was hidden when the browser tried to scroll to it: do it now.
      if (scroll) requestAnimationFrame(() => document.getElementById(`tab-${id}`)?.scrollIntoView({ block: 'start' }));
    };
    fromHash(true);
    const onHashChange = () => fromHash(true);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [tabs]);

  const choose = (id: string, focus: boolean) => {
    setActive(id);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${id}`);
    if (focus) tabRefs.current[id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target];
    if (tab) choose(tab.id, true);
  };

  return (
    <Root data-ready={hydrated || undefined}>
      <TabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <TabButton
              key={tab.id}
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
            </TabButton>
          );
        })}
      </TabList>
      {tabs.map((tab) => (
        <Panel key={tab.id} id={tab.id} role="tabpanel" aria-labelledby={`tab-${tab.id}`} hidden={tab.id !== active}>
          {tab.panel}
        </Panel>
      ))}
    </Root>
  );
}

const Root = styled.div`
  /* Until the script reads the hash, the panel a link points to is shown by the browser. */
  &:not([data-ready]) > [role='tabpanel'][hidden]:target {
    display: block;
  }

  ${JS_OFF} & > [role='tabpanel'][hidden] {
    display: block;
    margin-top: ${tokens.space.xxl};
  }
`;

const TabList = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space.xs};
  padding: ${tokens.space.xs};
  margin-bottom: ${tokens.space.xl};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceSoft};
  max-width: 36rem;
  scroll-margin-top: calc(${tokens.layout.headerHeight} + ${tokens.space.md});

  ${JS_OFF} & {
    display: none;
  }
`;

const TabButton = styled.button`
  min-height: 48px;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color.navy};
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  cursor: pointer;
  scroll-margin-top: calc(${tokens.layout.headerHeight} + ${tokens.space.md});
  transition: background-color ${tokens.motion.fast} ease;

  &:hover {
    background: ${tokens.color.surface};
  }

  &[aria-selected='true'] {
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
  }
`;

const Panel = styled.div`
  scroll-margin-top: ${tokens.layout.headerHeight};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 4px;
  }
`;
