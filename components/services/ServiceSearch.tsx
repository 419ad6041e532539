'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import type { ServiceCategoryFilter } from '@/content/types';
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

/** The hero's search box. What it holds is mirrored in ?q=, so the catalogue below follows it. */
export function ServiceSearch({ label, placeholder, submitLabel, categories, controls, icon }: ServiceSearchProps) {
  const [filter, setFilter] = useServiceFilter(categories);
  const [value, setValue] = useState(filter.query);
  const [urlQuery, setUrlQuery] = useState(filter.query);
  // The URL changed from elsewhere (reset, back/forward, first render with a query): follow it.
  if (filter.query !== urlQuery) {
    setUrlQuery(filter.query);
    setValue(filter.query);
  }
  // Each typing session gets one history entry: the first keystroke pushes, the rest replace.
  const startsSession = useRef(true);
  const inputId = useId();

  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        document.getElementById(controls)?.scrollIntoView({ block: 'start' });
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <SearchIcon>{icon}</SearchIcon>
      <Input
        id={inputId}
        type="search"
        name="q"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        aria-controls={controls}
        onFocus={() => {
          startsSession.current = true;
        }}
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          setUrlQuery(next);
          setFilter({ ...filter, query: next }, startsSession.current ? 'push' : 'replace');
          startsSession.current = false;
        }}
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
