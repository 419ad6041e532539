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
import { Chip } from '@/components/ui/Chip';
import { ScriptButton } from '@/components/ui/ScriptButton';
import { media, tokens } from '@/components/theme/tokens';
import type { rental } from '@/content/rental';
import type { FleetCategory, VehicleFigures } from '@/content/types';
import type { Picture } from '@/lib/images/picture';
import {
  ALL_CATEGORIES,
  VEHICLE_LINK_ATTRIBUTE,
  searchWithVehicle,
  vehicleIdFromSearch,
  type FleetTabId,
} from '@/lib/fleet';
import { FINDER_BAR_SLOT_ID } from '@/lib/fleetCompare';
import { filterFleet, hasActiveFilters, NO_FILTERS, type FinderChoices, type FleetFilters } from '@/lib/fleetFinder';
import { RENTAL_PATH, vehiclePagePath, vehicleSlugFromPath } from '@/lib/vehiclePages';
import { FinderFiltersSlot } from './finder/FinderFiltersSlot';
import { useFinderState } from './finder/useFinderState';
import { replaceHistoryUrl } from '@/components/ui/historyUrl';
import { pushHistoryEntry } from '@/components/ui/locationSearch';
import { useTabFade } from './finder/useTabFade';

interface FleetBrowserProps {
  categories: readonly Pick<FleetCategory, 'id' | 'name' | 'vehicleIds'>[];
  /** Each vehicle's card, in fleet order, rendered on the server (no JavaScript of its own). */
  cards: readonly { id: number; slug: string; figures: VehicleFigures; card: ReactNode }[];
  /** The fleet finder's thresholds and power sources (issue 12), from the server. */
  finder: Omit<FinderChoices, 'tabs' | 'powers'> & {
    powers: readonly { value: FinderChoices['powers'][number]; label: string }[];
  };
  text: Pick<(typeof rental)['fleet'], 'allTab' | 'tablistLabel' | 'emptyTitle' | 'emptyText'>;
  /** The fleet's photos' variants by src (only photos: absent while the fleet has drawings only). */
  pictures?: Readonly<Record<string, Picture>>;
}

const loadDialogs = () => import('./VehicleDialogs');
const VehicleDialogs = lazy(loadDialogs);
const NoMatchingVehicles = lazy(() =>
  import('./finder/FleetFilters').then((module) => ({ default: module.NoMatchingVehicles })),
);

/**
 * The fleet's interactive island: category tabs (ARIA tabs pattern) over server-rendered
 * cards, and the vehicle modal with its lightbox, whose code and data load on demand. While a
 * vehicle is open the address bar shows its own page, /gielle-rental/<slug>: opening pushes a
 * history entry, so Back closes the modal, and a reload or a shared link lands on the full
 * vehicle page (a separate pre-rendered route). Old ?mezzo=<id> links open the modal and have
 * their URL replaced by the vehicle page's.
 */
export function FleetBrowser({ categories, cards, finder, text, pictures }: FleetBrowserProps) {
  const baseId = useId();
  const tabs: { id: FleetTabId; label: string }[] = [
    { id: ALL_CATEGORIES, label: text.allTab },
    ...categories.map((category) => ({ id: category.id, label: category.name })),
  ];
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  // The tab and the finder's filters live in the URL (?categoria=&altezza=&portata=&alimentazione=):
  // a shared link or a reload shows the same view, and Back restores the previous choice.
  const choices: FinderChoices = {
    tabs: tabs.map((tab) => tab.id),
    heights: finder.heights,
    capacities: finder.capacities,
    powers: finder.powers.map((power) => power.value),
  };
  const [finderState, setFinderState] = useFinderState(RENTAL_PATH, choices);
  const selectedTab = finderState.tab;
  const { shown: shownTab, fading, animateNext } = useTabFade<FleetTabId>(selectedTab);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const [openId, setOpenId] = useState<number | null>(null);
  const [imageIndex, setImageIndex] = useState<number | null>(null);
  // True when the open modal has its own history entry (so closing goes Back).
  const pushedEntry = useRef(false);
  // The fleet page's own URL to come back to when the modal closes without a history entry.
  const returnUrl = useRef(RENTAL_PATH);
  // The last vehicle shown, whose card link takes the focus back if nothing else has it.
  const lastOpenedId = useRef<number | null>(null);

  const vehiclesKey = cards.map((item) => `${item.id}:${item.slug}`).join(',');

  // The URL is the source of truth for the open vehicle: on load and on Back / Forward.
  useEffect(() => {
    const known = vehiclesKey.split(',').map((entry) => {
      const [id, slug] = entry.split(':');
      return { id: Number(id), slug: slug ?? '' };
    });
    const sync = () => {
      const { pathname, search, hash } = window.location;
      const slug = vehicleSlugFromPath(
        pathname,
        known.map((item) => item.slug),
      );
      let id = known.find((item) => item.slug === slug)?.id ?? null;
      if (id === null) {
        id = vehicleIdFromSearch(
          search,
          known.map((item) => item.id),
        );
        const legacy = known.find((item) => item.id === id);
        if (legacy) {
          // An old ?mezzo=<id> link: same modal, but the address is now the vehicle's page.
          returnUrl.current = `${pathname}${searchWithVehicle(search, null)}${hash}`;
          replaceHistoryUrl(vehiclePagePath(legacy.slug));
        }
      }
      setOpenId(id);
      setImageIndex(null);
      if (id === null) pushedEntry.current = false;
      else lastOpenedId.current = id;
    };
    // A category asked for in the URL (the category crumb of a vehicle page) is the finder's tab.
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [vehiclesKey]);

  // After the modal closes, focus must not be left on <body> (it is when the modal was opened
  // by the URL, on load or by Forward, rather than by a click): the vehicle's card link takes it.
  useEffect(() => {
    if (openId !== null || lastOpenedId.current === null) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const link = document.querySelector<HTMLElement>(`a[${VEHICLE_LINK_ATTRIBUTE}="${lastOpenedId.current}"]`);
    (link ?? tabRefs.current.get(selectedTab))?.focus();
  }, [openId, selectedTab]);

  const openVehicle = useCallback(
    (id: number) => {
      const slug = cards.find((item) => item.id === id)?.slug;
      if (!slug) return;
      const { pathname, search, hash } = window.location;
      returnUrl.current = `${pathname}${search}${hash}`;
      pushHistoryEntry(vehiclePagePath(slug));
      pushedEntry.current = true;
      lastOpenedId.current = id;
      setImageIndex(null);
      setOpenId(id);
    },
    [cards],
  );

  const closeVehicle = useCallback(() => {
    setImageIndex(null);
    setOpenId(null);
    if (pushedEntry.current) {
      pushedEntry.current = false;
      window.history.back();
    } else {
      replaceHistoryUrl(returnUrl.current);
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
    animateNext();
    setFinderState({ ...finderState, tab: id });
  };

  const setFilters = (filters: FleetFilters) => setFinderState({ ...finderState, ...filters });
  // The empty state's button moves focus to the first filter (NoMatchingVehicles).
  const clearFilters = () => setFilters(NO_FILTERS);

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

  const shownCards = filterFleet(cards, categories, { ...finderState, tab: shownTab });
  const matchCount = filterFleet(cards, categories, finderState).length;

  return (
    <>
      <TabList role="tablist" aria-label={text.tablistLabel}>
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedTab;
          return (
            <Chip
              key={tab.id}
              as={ScriptButton}
              variant="tab"
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
            </Chip>
          );
        })}
      </TabList>

      <FinderFiltersSlot filters={finderState} powers={finder.powers} count={matchCount} onChange={setFilters} />

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
          // Styled by the server section (.vehicleCards in vehicleStyles.module.css), like the cards themselves.
          <ul data-fleet-cards="">
            {shownCards.map((item) => (
              <Fragment key={item.id}>{item.card}</Fragment>
            ))}
          </ul>
        ) : (
          <Empty>
            {hasActiveFilters(finderState) ? (
              // From the filters' chunk, already loaded: filters are only active once it is.
              <Suspense fallback={null}>
                <NoMatchingVehicles filters={finderState} powers={finder.powers} onClear={clearFilters} />
              </Suspense>
            ) : (
              <>
                <h3>{text.emptyTitle}</h3>
                <p>{text.emptyText}</p>
              </>
            )}
          </Empty>
        )}
      </Panel>
      <div id={FINDER_BAR_SLOT_ID} />

      {openId !== null ? (
        <Suspense fallback={null}>
          <VehicleDialogs
            vehicleId={openId}
            onClose={closeVehicle}
            imageIndex={imageIndex}
            onImageIndex={setImageIndex}
            pictures={pictures}
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

  h3 {
    margin: 0;
    font-size: ${tokens.fontSize.h3};
    color: ${tokens.color.navy};
  }

  p {
    margin: ${tokens.space.sm} 0 0;
  }
`;
