'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { useAddressFollowing } from '@/components/ui/useAddressFollowing';
import { useEarlyInput } from '@/components/ui/fields/earlyInput';
import type { ServiceCategoryFilter } from '@/content/types';
import { parseServiceFilter, serviceFilterSearch } from '@/lib/serviceFilter';
import { useServiceFilter } from './useServiceFilter';

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
    <Form
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
      <SearchIcon>{icon}</SearchIcon>
      <Input
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
      <Submit type="submit">{submitLabel}</Submit>
    </Form>
  );
}

const Form = styled.form`
  position: relative;
  max-width: 36rem;
  margin-top: ${tokens.space.xl};
`;

const SearchIcon = styled.span`
  display: flex;
  position: absolute;
  top: 50%;
  left: ${tokens.space.md};
  transform: translateY(-50%);
  color: ${tokens.color.muted};
  pointer-events: none;
`;

const Input = styled.input`
  width: 100%;
  min-height: 56px;
  padding: 0.75rem 6.5rem 0.75rem 3rem;
  border: 2px solid transparent;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.ink};
  font-size: ${tokens.fontSize.lg};
  box-shadow: ${tokens.shadow.raised};

  &::placeholder {
    color: ${tokens.color.muted};
    opacity: 1;
  }

  &:focus-visible {
    border-color: ${tokens.color.goldBright};
    outline: 3px solid ${tokens.color.goldBright};
    outline-offset: 2px;
  }
`;

const Submit = styled.button`
  position: absolute;
  top: 50%;
  right: ${tokens.space.sm};
  transform: translateY(-50%);
  min-height: 44px;
  padding: 0 ${tokens.space.md};
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.navy};
  color: ${tokens.color.onNavy};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: ${tokens.color.navyDeep};
  }

  &:focus-visible {
    outline: 3px solid ${tokens.color.goldBright};
    outline-offset: 2px;
  }
`;
