'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { ScriptButton } from '@/components/ui/ScriptButton';
import { buttonClassName } from '@/components/ui/Button';
import { CardGrid } from '@/components/ui/Grid';
import { Chip, ChipRow } from '@/components/ui/Chip';
import type { ServiceCategory, ServiceCategoryFilter } from '@/content/types';
import { filterServices } from '@/lib/serviceFilter';
import { useServiceFilter } from './useServiceFilter';
import styles from './ServiceBrowser.module.css';

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
      <div className={styles.toolbar}>
        <ScriptButton
          className={buttonClassName}
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
            {filter.category !== 'all' && activeCategory ? (
              <span className={styles.active}>: {activeCategory.label}</span>
            ) : null}
          </span>
        </ScriptButton>
        <p className={styles.count} role="status">
          {count === 1 ? '1 servizio' : `${count} servizi`}
          {query ? ` per «${query}»` : ''}
          {filter.category !== 'all' && activeCategory ? ` in ${activeCategory.label}` : ''}
        </p>
      </div>

      <div className={styles.panel} id={panelId} hidden={!open}>
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
      </div>

      <CardGrid id={id}>
        {services.map((service) => (
          <li className={styles.item} key={service.id} hidden={!visible.has(service.id)} data-service-id={service.id}>
            {service.card}
          </li>
        ))}
      </CardGrid>

      {count === 0 ? (
        <div className={styles.empty}>
          <h3 className={styles.emptyTitle}>{labels.emptyTitle}</h3>
          <p>{labels.emptyText}</p>
          <button
            className={buttonClassName}
            type="button"
            data-variant="primary"
            onClick={() => {
              setFilter({ query: '', category: 'all' }, 'push');
              toggleRef.current?.focus();
            }}
          >
            {labels.reset}
          </button>
        </div>
      ) : null}
    </div>
  );
}
