'use client';

import { X } from 'lucide-react';
import styled from 'styled-components';
import { SmallButton } from '@/components/ui/SmallButton';
import { media, tokens } from '@/components/theme/tokens';
import { SelectField } from '@/components/wizard/fields/SelectField';
import { fleetFinderText } from '@/content/fleetFinder';
import type { PowerSource } from '@/content/types';
import { formatKilograms, formatMetres, matchCountText } from '@/lib/fleetFigures';
import { hasActiveFilters, NO_FILTERS, type FleetFilters as Filters } from '@/lib/fleetFinder';

const text = fleetFinderText;

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
        <SelectField
          id="filtro-altezza"
          label={text.height.label}
          value={filters.minHeightM === null ? '' : String(filters.minHeightM)}
          onChange={(value) => onChange({ ...filters, minHeightM: numberChoice(value) })}
          options={[
            { value: '', label: text.height.any },
            ...text.height.options.map((value) => ({ value: String(value), label: `Almeno ${formatMetres(value)}` })),
          ]}
        />
        <SelectField
          id="filtro-portata"
          label={text.capacity.label}
          value={filters.minCapacityKg === null ? '' : String(filters.minCapacityKg)}
          onChange={(value) => onChange({ ...filters, minCapacityKg: numberChoice(value) })}
          options={[
            { value: '', label: text.capacity.any },
            ...text.capacity.options.map((value) => ({ value: String(value), label: `Almeno ${formatKilograms(value)}` })),
          ]}
        />
        <SelectField
          id="filtro-alimentazione"
          label={text.power.label}
          value={filters.power ?? ''}
          onChange={(value) => onChange({ ...filters, power: value === '' ? null : (value as PowerSource) })}
          options={[{ value: '', label: text.power.any }, ...powers]}
        />
      </Fields>
      <Footer>
        <Status role="status">{matchCountText(count)}</Status>
        {hasActiveFilters(filters) ? (
          <SmallButton
            type="button"
            onClick={() => {
              onChange(NO_FILTERS);
              // The button goes away with the filters: focus stays in the form.
              document.getElementById('filtro-altezza')?.focus();
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

/** The empty state's "Azzera i filtri" (FleetBrowser), styled like the form's own. */
export function ClearFiltersButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <EmptyClear type="button" onClick={onClick}>
      {label}
    </EmptyClear>
  );
}

const EmptyClear = styled(SmallButton)`
  margin-top: ${tokens.space.md};
`;
