'use client';

import {
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import type { FleetCategory } from '@/content/types';
import type { rental } from '@/content/rental';
import {
  ALL_CATEGORIES,
  VEHICLE_LINK_ATTRIBUTE,
  searchWithVehicle,
  vehicleIdFromSearch,
  vehiclesForCategory,
  type FleetTabId,
} from '@/lib/fleet';

export type FleetText = (typeof rental)['fleet'];

interface FleetBrowserProps {
  categories: readonly Pick<FleetCategory, 'id' | 'name' | 'vehicleIds'>[];
  /** Each vehicle's card, in fleet order, rendered on the server (no JavaScript of its own). */
  cards: readonly { id: number; card: ReactNode }[];
  text: Pick<FleetText, 'allTab' | 'tablistLabel' | 'emptyTitle' | 'emptyText'>;
}

/** SPEC.md section 9: switching category fades out and in over 300 ms (half each way). */
const FADE_HALF_MS = 150;

const loadDialogs = () => import('./VehicleDialogs');
const VehicleDialogs = lazy(loadDialogs);

/**
 * The fleet's interactive island: category tabs (ARIA tabs pattern) over server-rendered
 * cards, and the vehicle modal with its lightbox, whose code and data load on demand. The open
 * vehicle lives in the URL (?mezzo=<id>): opening pushes a history entry, so Back closes the
 * modal and a shared link opens it.
 */
export function FleetBrowser({ categories, cards, text }: FleetBrowserProps) {
  const baseId = useId();
  const tabs: { id: FleetTabId; label: string }[] = [
    { id: ALL_CATEGORIES, label: text.allTab },
    ...categories.map((category) => ({ id: category.id, label: category.name })),
  ];
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const [selectedTab, setSelectedTab] = useState<FleetTabId>(ALL_CATEGORIES);
  const [shownTab, setShownTab] = useState<FleetTabId>(ALL_CATEGORIES);
  const [fading, setFading] = useState(false);
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const [openId, setOpenId] = useState<number | null>(null);
  const [imageIndex, setImageIndex] = useState<number | null>(null);
  // True when the open modal has its own history entry (so closing goes Back).
  const pushedEntry = useRef(false);

  const knownIdsKey = cards.map((item) => item.id).join(',');

  // The URL is the source of truth for the open vehicle: on load and on Back / Forward.
  useEffect(() => {
    const ids = knownIdsKey.split(',').map(Number);
    const sync = () => {
      const id = vehicleIdFromSearch(window.location.search, ids);
      setOpenId(id);
      setImageIndex(null);
      if (id === null) pushedEntry.current = false;
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [knownIdsKey]);

  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  const openVehicle = useCallback((id: number) => {
    const { pathname, search, hash } = window.location;
    window.history.pushState(null, '', `${pathname}${searchWithVehicle(search, id)}${hash}`);
    pushedEntry.current = true;
    setImageIndex(null);
    setOpenId(id);
  }, []);

  const closeVehicle = useCallback(() => {
    setImageIndex(null);
    setOpenId(null);
    if (pushedEntry.current) {
      pushedEntry.current = false;
      window.history.back();
    } else {
      const { pathname, search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${searchWithVehicle(search, null)}${hash}`);
    }
  }, []);

  // A plain click on a card link opens the modal in place; modified clicks keep the link's own behaviour.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest(`a[${VEHICLE_LINK_ATTRIBUTE}]`);
    const id = Number(link?.getAttribute(VEHICLE_LINK_ATTRIBUTE));
    if (!link || !Number.isInteger(id)) return;
    event.preventDefault();
    openVehicle(id);
  };

  const selectTab = (id: FleetTabId) => {
    if (id === selectedTab) return;
    setSelectedTab(id);
    clearTimeout(fadeTimer.current);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setShownTab(id);
      setFading(false);
      return;
    }
    setFading(true);
    fadeTimer.current = setTimeout(() => {
      setShownTab(id);
      setFading(false);
    }, FADE_HALF_MS);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    let next: number;
    if (event.key === 'ArrowRight') next = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft') next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    selectTab(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const shownCards = vehiclesForCategory(cards, categories, shownTab);

  return (
    <>
      <TabList role="tablist" aria-label={text.tablistLabel}>
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedTab;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => selectTab(tab.id)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>

      <Panel
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selectedTab)}
        data-fading={fading || undefined}
        onClick={onPanelClick}
        // Warm the modal's code as soon as the visitor heads for a card.
        onPointerOver={() => void loadDialogs()}
        onFocus={() => void loadDialogs()}
      >
        {shownCards.length > 0 ? (
          // Styled by the server section (vehicleCardStyles), like the cards themselves.
          <ul data-fleet-cards="">
            {shownCards.map((item) => (
              <Fragment key={item.id}>{item.card}</Fragment>
            ))}
          </ul>
        ) : (
          <Empty>
            <EmptyTitle>{text.emptyTitle}</EmptyTitle>
            <p>{text.emptyText}</p>
          </Empty>
        )}
      </Panel>

      {openId !== null ? (
        <Suspense fallback={null}>
          <VehicleDialogs
            vehicleId={openId}
            onClose={closeVehicle}
            imageIndex={imageIndex}
            onImageIndex={setImageIndex}
          />
        </Suspense>
      ) : null}
    </>
  );
}

const TabList = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
  margin-bottom: ${tokens.space.xl};
  padding-bottom: ${tokens.space.sm};
  overflow-x: auto;
  scrollbar-width: thin;

  ${media.md} {
    flex-wrap: wrap;
    overflow: visible;
  }
`;

const Tab = styled.button`
  flex: none;
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border: 2px solid ${tokens.color.line};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surface};
  color: ${tokens.color.navy};
  font-weight: 700;
  cursor: pointer;
  transition:
    background-color ${tokens.motion.fast} ease,
    border-color ${tokens.motion.fast} ease;

  &:hover {
    border-color: ${tokens.color.navy};
  }

  &[aria-selected='true'] {
    background: ${tokens.color.navy};
    border-color: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
  }
`;

const Panel = styled.div`
  opacity: 1;
  transition: opacity 150ms ease;

  &[data-fading] {
    opacity: 0;
  }

  &:focus-visible {
    outline-offset: 6px;
  }
`;

const Empty = styled.div`
  padding: ${tokens.space.xl};
  border: 2px dashed ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  text-align: center;
  color: ${tokens.color.muted};

  p {
    margin: ${tokens.space.sm} 0 0;
  }
`;

const EmptyTitle = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  color: ${tokens.color.navy};
`;
