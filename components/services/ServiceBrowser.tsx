'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ScriptButton } from '@/components/ui/ScriptButton';
import { media, tokens } from '@/components/theme/tokens';
import { buttonStyles } from '@/components/ui/Button';
import { Chip, ChipRow } from '@/components/ui/Chip';
import type { ServiceCategory, ServiceCategoryFilter } from '@/content/types';
import { filterServices } from '@/lib/serviceFilter';
import { useServiceFilter } from './useServiceFilter';

export interface BrowsableService {
  id: number;
  title: string;
  description: string;
  categories: readonly ServiceCategory[];
  /** The card, rendered on the server. */
  card: ReactNode;
}

interface ServiceBrowserProps {
  id: string;
  services: readonly BrowsableService[];
  categories: readonly ServiceCategoryFilter[];
  /** The toggle's icon, drawn on the server (ServicesCatalogue), so no icon code ships in this island. */
  filtersIcon: ReactNode;
  labels: {
    filters: string;
    categoryGroup: string;
    emptyTitle: string;
    emptyText: string;
    reset: string;
  };
}

/**
 * The catalogue's interactive leaf: the 'Filtri' toggle, the category choice, the result count
 * and the empty state. The cards themselves come pre-rendered from the server; this only decides
 * which are shown, from the filter in the URL.
 */
export function ServiceBrowser({ id, services, categories, filtersIcon, labels }: ServiceBrowserProps) {
  const [filter, setFilter] = useServiceFilter(categories);
  // A category chosen in the URL (shared link, back/forward) opens the panel so it can be seen:
  // at the first render when the component starts on the client (a client-side navigation, or
  // React rendering it afresh instead of hydrating), else as the category changes. Hydrating, the
  // first render has the server's empty query, so it matches the HTML, and the change follows.
  const [open, setOpen] = useState(() => filter.category !== 'all');
  const [shownCategory, setShownCategory] = useState(filter.category);
  if (filter.category !== shownCategory) {
    setShownCategory(filter.category);
    if (filter.category !== 'all') setOpen(true);
  }
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const visible = new Set(filterServices(services, filter).map((service) => service.id));
  const activeCategory = categories.find((choice) => choice.id === filter.category);
  const count = visible.size;
  const query = filter.query.trim();

  return (
    <div>
      <Toolbar>
        <Toggle
          ref={toggleRef}
          type="button"
          data-variant="ghost"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {filtersIcon}
          <span>
            {labels.filters}
            {filter.category !== 'all' && activeCategory ? <Active>: {activeCategory.label}</Active> : null}
          </span>
        </Toggle>
        <Count role="status">
          {count === 1 ? '1 servizio' : `${count} servizi`}
          {query ? ` per «${query}»` : ''}
          {filter.category !== 'all' && activeCategory ? ` in ${activeCategory.label}` : ''}
        </Count>
      </Toolbar>

      <Panel id={panelId} hidden={!open}>
        <ChipRow role="group" aria-label={labels.categoryGroup}>
          {categories.map((choice) => (
            <Chip
              key={choice.id}
              variant="choice"
              type="button"
              aria-pressed={filter.category === choice.id}
              onClick={() => setFilter({ ...filter, category: choice.id }, 'push')}
            >
              {choice.label}
            </Chip>
          ))}
        </ChipRow>
      </Panel>

      <List id={id}>
        {services.map((service) => (
          <Item key={service.id} hidden={!visible.has(service.id)} data-service-id={service.id}>
            {service.card}
          </Item>
        ))}
      </List>

      {count === 0 ? (
        <Empty>
          <EmptyTitle>{labels.emptyTitle}</EmptyTitle>
          <p>{labels.emptyText}</p>
          <ResetButton
            type="button"
            data-variant="primary"
            onClick={() => {
              setFilter({ query: '', category: 'all' }, 'push');
              toggleRef.current?.focus();
            }}
          >
            {labels.reset}
          </ResetButton>
        </Empty>
      ) : null}
    </div>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${tokens.space.lg};
`;

const Toggle = styled(ScriptButton)`
  ${buttonStyles}
`;

const Active = styled.span`
  font-weight: 400;
`;

const Count = styled.p`
  margin: 0;
  color: ${tokens.color.muted};
  font-weight: 700;
`;

const Panel = styled.div`
  margin-bottom: ${tokens.space.xl};
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceWarm};
`;

const List = styled.ul`
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

const Item = styled.li`
  display: flex;

  &[hidden] {
    display: none;
  }
`;

const Empty = styled.div`
  padding: ${tokens.space.xxl} ${tokens.space.lg};
  border: 2px dashed ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  text-align: center;
  color: ${tokens.color.muted};

  p {
    margin: ${tokens.space.sm} 0 ${tokens.space.lg};
  }
`;

const EmptyTitle = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  color: ${tokens.color.navy};
`;

const ResetButton = styled.button`
  ${buttonStyles}
`;
