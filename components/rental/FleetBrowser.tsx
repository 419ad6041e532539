'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Modal } from '@/components/ui/Modal';
import type { FleetCategory, Vehicle } from '@/content/types';
import type { rental } from '@/content/rental';
import {
  ALL_CATEGORIES,
  galleryImages,
  searchWithVehicle,
  vehicleIdFromSearch,
  vehiclesForCategory,
  wrapIndex,
  type FleetTabId,
} from '@/lib/fleet';
import { VehicleCard } from './VehicleCard';
import { VehicleDetails } from './VehicleDetails';
import { LightboxGallery } from './LightboxGallery';

export type FleetText = (typeof rental)['fleet'];

export interface RentalContact {
  email: string;
  phoneTel: string;
  phoneDisplay: string;
}

interface FleetBrowserProps {
  vehicles: readonly Vehicle[];
  categories: readonly FleetCategory[];
  text: FleetText;
  contact: RentalContact;
  /** Path of the page, for the vehicles' shareable links. */
  basePath: string;
}

/** SPEC.md section 9: switching category fades out and in over 300 ms (half each way). */
const FADE_HALF_MS = 150;

/**
 * The fleet's interactive island: category tabs (ARIA tabs pattern), the vehicle grid, the
 * vehicle modal and its lightbox. The open vehicle lives in the URL (?mezzo=<id>): opening
 * pushes a history entry, so Back closes the modal and a shared link opens it.
 */
export function FleetBrowser({ vehicles, categories, text, contact, basePath }: FleetBrowserProps) {
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

  const knownIds = vehicles.map((vehicle) => vehicle.id);
  const knownIdsKey = knownIds.join(',');

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

  const categoryName = (vehicle: Vehicle) => categories.find((item) => item.id === vehicle.category)?.name ?? '';
  const shown = vehiclesForCategory(vehicles, categories, shownTab);
  const openVehicleData = openId === null ? undefined : vehicles.find((vehicle) => vehicle.id === openId);
  const images = openVehicleData ? galleryImages(openVehicleData) : [];

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
              data-tab={tab.id}
              onClick={() => selectTab(tab.id)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>

      <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(selectedTab)} data-fading={fading || undefined}>
        {shown.length > 0 ? (
          <Cards>
            {shown.map((vehicle) => (
              <VehicleCard
                key={vehicle.id}
                vehicle={vehicle}
                categoryName={categoryName(vehicle)}
                href={`${basePath}${searchWithVehicle('', vehicle.id)}`}
                detailsLabel={text.details}
                missingLabel={text.imageMissing}
                onOpen={openVehicle}
              />
            ))}
          </Cards>
        ) : (
          <Empty>
            <EmptyTitle>{text.emptyTitle}</EmptyTitle>
            <p>{text.emptyText}</p>
          </Empty>
        )}
      </Panel>

      {/*
        The lightbox comes first in the tree on purpose: when both close at once (Back),
        its cleanup runs first and the vehicle modal's cleanup then restores page scrolling.
      */}
      {openVehicleData ? (
        <Modal
          open={imageIndex !== null}
          onClose={() => setImageIndex(null)}
          title={`${openVehicleData.name}: ${text.lightbox.title}`}
          size="lg"
        >
          <LightboxGallery
            images={images}
            index={imageIndex ?? 0}
            vehicleName={openVehicleData.name}
            previousLabel={text.lightbox.previous}
            nextLabel={text.lightbox.next}
            onStep={(step) => setImageIndex((current) => wrapIndex(current ?? 0, step, images.length))}
          />
        </Modal>
      ) : null}

      {openVehicleData ? (
        <Modal open onClose={closeVehicle} title={openVehicleData.name} size="lg">
          <VehicleDetails
            vehicle={openVehicleData}
            categoryName={categoryName(openVehicleData)}
            text={text}
            contact={contact}
            onOpenImage={setImageIndex}
          />
        </Modal>
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

const Cards = styled.ul`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
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
