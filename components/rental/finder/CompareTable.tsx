'use client';

import { useId, useRef, useState } from 'react';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { SmallButton } from '@/components/ui/SmallButton';
import { media, tokens } from '@/components/theme/tokens';
import { SiteLink } from '@/components/ui/SiteLink';
import { fleetCategoryById, powerSourceLabels } from '@/content/fleet';
import { fleetFinderText } from '@/content/fleetFinder';
import type { Vehicle } from '@/content/types';
import { compareRows } from '@/lib/compareRows';
import { photoProps, type Picture } from '@/lib/images/picture';
import { COMPARE_MIN } from '@/lib/fleetCompare';
import { vehiclePagePath } from '@/lib/vehiclePages';
import { VehicleImage } from '../VehicleImage';
import vehicleStyles from '../vehicleStyles.module.css';
import { FinderActions } from './FinderActions';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';

const text = fleetFinderText.compare;
// The vehicle's picture: hidden on a phone, a column of about 200 px, 312 with two vehicles on a
// laptop. Here rather than with the other sizes in lib/images/picture.ts: a constant there ships in
// every first load that uses the module, this one only when a comparison opens.
const pictureSizes = '(min-width: 1024px) 320px, 200px';

interface CompareTableProps {
  vehicles: readonly Vehicle[];
  /** The photos' thumbnail variants by src; none for drawings. */
  pictures?: Readonly<Record<string, Picture>>;
  onRemove: (id: number) => void;
}

/**
 * The comparison as a real table: one column per vehicle, one row per spec. Rows whose values
 * differ are tinted and say "Diverso" in words (not by colour alone); "Solo le differenze"
 * hides the others. On a phone the table scrolls sideways inside a labelled, focusable region
 * (keyboard users can scroll it too) while the spec names stay pinned on the left.
 */
export function CompareTable({ vehicles, pictures, onRemove }: CompareTableProps) {
  const id = useId();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  // Taking a vehicle out moves focus to the "Togli" now in its place; the status says what changed.
  const focusAfterRemoval = useFocusAfterRemoval(wrapperRef, '[data-compare-remove]');
  const [said, setSaid] = useState('');

  const remove = (vehicle: Vehicle, index: number) => {
    if (vehicles.length - 1 >= COMPARE_MIN) {
      focusAfterRemoval(index);
      setSaid(text.removed(vehicle.name, vehicles.length - 1));
    }
    onRemove(vehicle.id);
  };
  const rows = compareRows(
    vehicles.map((vehicle) => ({ ...vehicle, categoryName: fleetCategoryById(vehicle.category)?.name ?? '' })),
    powerSourceLabels,
  );
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;

  return (
    <Wrapper ref={wrapperRef} className={`${vehicleStyles.vehicleImages} ${vehicleStyles.finderActions}`}>
      <p role="status" className="visually-hidden">
        {said}
      </p>
      <Hint id={`${id}-hint`}>{text.differsHint}</Hint>
      <OnlyDifferences>
        <input
          id={`${id}-only`}
          type="checkbox"
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
        />
        <label htmlFor={`${id}-only`}>{text.onlyDifferences}</label>
      </OnlyDifferences>
      <Scroller
        role="region"
        aria-label={text.regionLabel}
        tabIndex={0}
        aria-describedby={`${id}-hint`}
        // Chromium leaves a partly shown control where it is when Tab focuses it, half under the
        // pinned column: bring it whole into view (the scroll padding keeps it beside the column).
        onFocus={(event) => {
          if (event.target !== event.currentTarget)
            event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        }}
      >
        <Table>
          <caption className="visually-hidden">{text.caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{text.specHeader}</span>
              </th>
              {vehicles.map((vehicle, index) => (
                <th key={vehicle.id} scope="col">
                  <VehicleImage src={vehicle.image} alt="" {...photoProps(pictures?.[vehicle.image], pictureSizes)} />
                  <SiteLink href={vehiclePagePath(vehicle.slug)}>{vehicle.name}</SiteLink>
                  <SmallButton
                    type="button"
                    data-compare-remove=""
                    onClick={() => remove(vehicle, index)}
                    aria-label={text.remove(vehicle.name)}
                  >
                    <X size={16} aria-hidden="true" />
                    {text.removeShort}
                  </SmallButton>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key} data-differs={row.differs || undefined}>
                <th scope="row">
                  {row.label}
                  {row.differs ? <Differs>{text.differs}</Differs> : null}
                </th>
                {row.values.map((value, index) => (
                  <td key={vehicles[index]?.id ?? index}>{value ?? <Missing>{text.missing}</Missing>}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{text.requestRow}</th>
              {vehicles.map((vehicle) => (
                <td key={vehicle.id}>
                  <FinderActions vehicleId={vehicle.id} vehicleName={vehicle.name} compare={false} />
                </td>
              ))}
            </tr>
          </tbody>
        </Table>
      </Scroller>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${tokens.space.md};
`;

const Hint = styled.p`
  margin: 0;
  color: ${tokens.color.muted};
  font-size: ${tokens.fontSize.sm};
`;

const OnlyDifferences = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 44px;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${tokens.color.navy};
  }

  label {
    font-weight: 700;
    color: ${tokens.color.navy};
    cursor: pointer;
  }
`;

const Scroller = styled.div`
  /* The pinned spec column's width: what Tab scrolls a focused link or button clear of. */
  --spec-column: 7rem;
  overflow-x: auto;
  scroll-padding-inline-start: var(--spec-column);

  ${media.md} {
    --spec-column: 11rem;
  }
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.md};
  overscroll-behavior-x: contain;

  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: max-content;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${tokens.fontSize.sm};

  th,
  td {
    padding: ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.line};
    text-align: left;
    vertical-align: top;
  }

  /* On a phone one vehicle's column fits beside the pinned one, so Tab can bring it whole into view. */
  thead th {
    width: 9rem;
    min-width: 8.5rem;
    max-width: 14rem;
    background: ${tokens.color.surface};
  }

  /* On a phone the pictures give their room to the figures. */
  thead [data-vehicle-image] {
    display: none;
  }

  ${media.sm} {
    thead [data-vehicle-image] {
      display: block;
    }

    thead th {
      width: 12rem;
    }

    thead th,
    td {
      min-width: 10rem;
    }
  }

  thead th a {
    display: block;
    margin-top: ${tokens.space.sm};
    font-size: ${tokens.fontSize.md};
    line-height: ${tokens.lineHeight.tight};
    color: ${tokens.color.navy};
  }

  td {
    min-width: 8.5rem;
    max-width: 14rem;
    color: ${tokens.color.ink};
    overflow-wrap: anywhere;
  }

  /* The spec names stay in view while the vehicles scroll sideways. */
  th:first-of-type {
    position: sticky;
    left: 0;
    z-index: 1;
    width: var(--spec-column);
    min-width: var(--spec-column);
    max-width: var(--spec-column);
    hyphens: auto;
    background: ${tokens.color.surfaceWarm};
    box-shadow: 1px 0 0 ${tokens.color.line};
    font-weight: 700;
    color: ${tokens.color.navy};
  }

  ${media.md} {
    th,
    td {
      padding: ${tokens.space.sm} ${tokens.space.md};
    }
  }

  tr[data-differs] td {
    background: ${tokens.color.surfaceWarm};
    font-weight: 700;
  }

  tr[data-differs] th:first-of-type {
    background: ${tokens.color.surfaceSoft};
    box-shadow:
      inset 4px 0 0 ${tokens.color.gold},
      1px 0 0 ${tokens.color.line};
  }

  tbody tr:last-of-type th,
  tbody tr:last-of-type td {
    border-bottom: 0;
  }
`;

const Differs = styled.span`
  display: block;
  margin-top: ${tokens.space.xs};
  font-size: ${tokens.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${tokens.color.navy};
`;

const Missing = styled.span`
  color: ${tokens.color.muted};
  font-style: italic;
`;
