'use client';

import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { SmallButton } from '@/components/ui/SmallButton';
import { focusInView } from '@/components/ui/focusInView';
import { media, tokens } from '@/components/theme/tokens';
import { SelectField } from '@/components/ui/fields/SelectField';
import { fleetFinderText } from '@/content/fleetFinder';
import type { PowerSource } from '@/content/types';
import { formatKilograms, formatMetres, matchCountText } from '@/lib/fleetFigures';
import { hasActiveFilters, NO_FILTERS, type FleetFilters as Filters } from '@/lib/fleetFinder';

const text = fleetFinderText;
const FIRST_FILTER_ID = 'filtro-altezza';

/** The two thresholds, each a choice of "at least" values: the first filter is the height. */
const thresholds = [
  { key: 'minHeightM', id: FIRST_FILTER_ID, choice: text.height, format: formatMetres },
  { key: 'minCapacityKg', id: 'filtro-portata', choice: text.capacity, format: formatKilograms },
] as const;

/** Where both "Azzera i filtri" send focus: the button goes away with the filters it cleared. */
const focusFirstFilter = () => focusInView(document.getElementById(FIRST_FILTER_ID));

export interface FleetFiltersProps {
  filters: Filters;
  /** The power sources the fleet holds, with their labels (from the server: no fleet data here). */
  powers: readonly { value: PowerSource; label: string }[];
  /** Vehicles that match tab and filters, announced politely. */
  count: number;
  onChange: (next: Filters) => void;
}

/**
 * The finder's three filters, next to the category tabs. Each choice applies at once (no
 * submit button); the polite status says how many vehicles match. They need JavaScript, so
 * FleetBrowser loads this once the page is interactive (not in the first load; no dead
 * controls without scripts); the pre-rendered page keeps their room (finderSlotStyles).
 */
export default function FleetFilters({ filters, powers, count, onChange }: FleetFiltersProps) {
  const numberChoice = (value: string) => (value === '' ? null : Number(value));
  return (
    <Box>
      <Legend>{text.filtersTitle}</Legend>
      <Fields>
        {thresholds.map(({ key, id, choice, format }) => (
          <SelectField
            key={key}
            id={id}
            label={choice.label}
            value={filters[key] === null ? '' : String(filters[key])}
            onChange={(value) => onChange({ ...filters, [key]: numberChoice(value) })}
            options={[
              { value: '', label: choice.any },
              ...choice.options.map((value) => ({ value: String(value), label: `Almeno ${format(value)}` })),
            ]}
          />
        ))}
        <SelectField
          id="filtro-alimentazione"
          label={text.power.label}
          value={filters.power ?? ''}
          onChange={(value) => onChange({ ...filters, power: value === '' ? null : (value as PowerSource) })}
          options={[{ value: '', label: text.power.any }, ...powers]}
        />
      </Fields>
      <Footer>
        {/* Nothing matching is shown once, by the list's empty state; the status still says it. */}
        <Status role="status" className={count === 0 ? 'visually-hidden' : undefined}>
          {matchCountText(count)}
        </Status>
        {hasActiveFilters(filters) && count > 0 ? (
          <SmallButton
            type="button"
            onClick={() => {
              onChange(NO_FILTERS);
              focusFirstFilter();
            }}
          >
            <X size={16} aria-hidden="true" />
            {text.clearFilters}
          </SmallButton>
        ) : null}
      </Footer>
    </Box>
  );
}

const Box = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${tokens.space.xl};
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};

  ${media.md} {
    padding: ${tokens.space.lg};
  }
`;

const Legend = styled.legend`
  padding: 0 ${tokens.space.xs};
  font-weight: 700;
  color: ${tokens.color.navy};
`;

const Fields = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  grid-template-columns: 1fr;

  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.md};
`;

const Status = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${tokens.color.ink};
`;

/** The filters a visitor chose, in words: "Altezza minima: almeno 15 m". */
export function chosenFilters(filters: Filters, powers: FleetFiltersProps['powers']): string[] {
  const chosen = thresholds.flatMap(({ key, choice, format }) => {
    const value = filters[key];
    return value === null ? [] : [`${choice.label}: almeno ${format(value)}`];
  });
  const power = powers.find((item) => item.value === filters.power);
  if (power) chosen.push(`${text.power.label}: ${power.label}`);
  return chosen;
}

/**
 * The list's one empty state when the chosen filters match nothing (FleetBrowser): it names
 * them and offers the one "Azzera i filtri". When the visitor's own filter change emptied the
 * list (focus is in the filters), focus moves to that button, where the way out is.
 */
export function NoMatchingVehicles({
  filters,
  powers,
  onClear,
}: Pick<FleetFiltersProps, 'filters' | 'powers'> & { onClear: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (document.activeElement?.closest('[data-finder-filters]')) focusInView(button.current);
  }, []);
  return (
    <>
      <h3>{text.noMatch.title}</h3>
      <p>{text.noMatch.chosen(chosenFilters(filters, powers))}</p>
      <EmptyClear
        ref={button}
        type="button"
        onClick={() => {
          onClear();
          // Here, in the filters' chunk, so the list's first-load code does not carry focusInView.
          focusFirstFilter();
        }}
      >
        <X size={16} aria-hidden="true" />
        {text.clearFilters}
      </EmptyClear>
    </>
  );
}

const EmptyClear = styled(SmallButton)`
  margin-top: ${tokens.space.md};
`;
