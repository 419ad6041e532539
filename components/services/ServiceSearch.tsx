'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { useAddressFollowing } from '@/components/ui/useAddressFollowing';
import { useEarlyInput } from '@/components/ui/fields/earlyInput';
import type { ServiceCategoryFilter } from '@/content/types';
import { parseServiceFilter, serviceFilterSearch } from '@/lib/serviceFilter';
import { useServiceFilter } from './useServiceFilter';
import styles from './ServiceSearch.module.css';

interface ServiceSearchProps {
  label: string;
  placeholder: string;
  /** The submit button: it takes the visitor to the filtered catalogue. */
  submitLabel: string;
  categories: readonly ServiceCategoryFilter[];
  /** id of the catalogue the search filters. */
  controls: string;
  /** The magnifier, drawn on the server (the page), so no icon code ships in this island. */
  icon: ReactNode;
}

/**
 * The hero's search box. What it holds is written into ?q= once typing pauses, and the catalogue
 * below follows the address: a key never waits for the address, so none is lost to it.
 */
export function ServiceSearch({ label, placeholder, submitLabel, categories, controls, icon }: ServiceSearchProps) {
  const [filter] = useServiceFilter(categories);
  const [value, setValue] = useState(filter.query);
  const [urlQuery, setUrlQuery] = useState(filter.query);
  // The address changed (our own write once typing paused, the catalogue's reset, Back/Forward,
  // the first render with a query): the field shows it.
  if (filter.query !== urlQuery) {
    setUrlQuery(filter.query);
    setValue(filter.query);
  }
  const address = useAddressFollowing();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const search = (next: string) => {
    setValue(next);
    // The category as the address holds it when the write happens, not as it was at this key.
    address.follow(() => {
      const current = window.location.search;
      return serviceFilterSearch({ ...parseServiceFilter(current, categories), query: next }, categories, current);
    });
  };
  // Typed before the script arrived: the catalogue filters by it as soon as it can.
  useEarlyInput(inputRef, (typed) => search(String(typed)));

  return (
    <form
      className={styles.form}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        address.writeNow();
        document.getElementById(controls)?.scrollIntoView({ block: 'start' });
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <span className={styles.icon}>{icon}</span>
      <input
        className={styles.input}
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        aria-controls={controls}
        onFocus={address.startSession}
        onChange={(event) => search(event.target.value)}
      />
      <button className={styles.submit} type="submit">
        {submitLabel}
      </button>
    </form>
  );
}
