'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { SmallButton } from '@/components/ui/SmallButton';
import { SEARCH_PAGE, searchText } from '@/content/search';
import { SEARCH_KINDS, type SearchKind } from '@/lib/searchKinds';
import { loadPagefind } from './pagefind';
import { SearchResults } from './SearchResults';
import { useAddressFollowing } from '@/components/ui/useAddressFollowing';
import { useEarlyInput } from '@/components/ui/fields/earlyInput';
import { fieldClasses } from '@/components/ui/fields/fieldBase';
import { cx } from '@/components/ui/cx';
import { parseSearch, RESULTS_PAGE, searchAddress, useSiteSearch } from './useSiteSearch';
import styles from './SiteSearch.module.css';

interface SiteSearchProps {
  /** The site's index (server-rendered): what the page shows before a query, and with no result. */
  children: ReactNode;
  /** The company's phone and the contacts page, for the empty and failed states. */
  phone: { display: string; tel: string };
  contactsPath: string;
  /** The magnifier, drawn on the server. */
  icon: ReactNode;
}

/**
 * /cerca with scripts: the field searches as the visitor types, the address follows (?q=&tipo=)
 * so a search can be shared, and the search code loads on the first interaction with the field
 * (or at once, when the address already holds a query). Arrow keys move between the field and
 * the results; the count is announced.
 */
export function SiteSearch({ children, phone, contactsPath, icon }: SiteSearchProps) {
  // What the visitor typed and chose is the truth, and the address follows it. The address is
  // read only on arrival and on Back/Forward: read on every change, it could hand back an older
  // query while keys arrive faster than the router settles its own history entry, and the field
  // would drop what was typed in between (seen: "muletto diesel" became "muletto esel").
  const [{ query, kind }, setSearch] = useState(() => parseSearch(''));
  useEffect(() => {
    const follow = () => setSearch(parseSearch(window.location.search));
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const [shown, setShown] = useState(RESULTS_PAGE);
  const outcome = useSiteSearch(query, kind, shown);
  const address = useAddressFollowing();
  const fieldRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const fieldId = useId();
  const statusId = useId();

  const update = (nextQuery: string, nextKind: SearchKind | null) => {
    setSearch({ query: nextQuery, kind: nextKind });
    setShown(RESULTS_PAGE);
    address.follow(() => searchAddress(nextQuery, nextKind));
  };
  // Typed before the script arrived: newer than the address read above, so it wins; the kind
  // the address named stays.
  useEarlyInput(fieldRef, (typed) => update(String(typed), parseSearch(window.location.search).kind));

  const results = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? [])];
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = results()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  const onListKey = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = results();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? links[at + 1] : links[at - 1];
    (next ?? (event.key === 'ArrowUp' ? fieldRef.current : links[at]))?.focus();
  };

  const ready = outcome.state === 'ready' ? outcome : null;
  const all = ready ? Object.values(ready.counts).reduce((sum, count) => sum + count, 0) : 0;
  const status =
    outcome.state === 'loading'
      ? searchText.loading
      : outcome.state === 'error'
        ? searchText.unavailable
        : ready
          ? ready.total > 0
            ? searchText.count(ready.total, ready.query)
            : searchText.none(ready.query)
          : '';

  return (
    <>
      <form
        className={styles.form}
        role="search"
        aria-label={searchText.pageLandmark}
        action={SEARCH_PAGE.path}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          update(query.trim(), kind);
        }}
      >
        <label className={fieldClasses.label} htmlFor={fieldId}>
          {searchText.fieldLabel}
        </label>
        <div className={styles.field}>
          {icon}
          <input
            ref={fieldRef}
            id={fieldId}
            type="search"
            name="q"
            value={query}
            placeholder={searchText.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={statusId}
            onFocus={() => {
              address.startSession();
              void loadPagefind().catch(() => undefined);
            }}
            onChange={(event) => update(event.target.value, kind)}
            onKeyDown={onFieldKey}
          />
          <Button type="submit" data-variant="secondary">
            {searchText.submit}
          </Button>
        </div>
        {ready && all > 0 ? (
          <fieldset className={cx(fieldClasses.fieldset, styles.filters)}>
            <legend className={fieldClasses.legend}>{searchText.filtersLegend}</legend>
            {[null, ...SEARCH_KINDS].map((option) => {
              const count = option ? (ready.counts[option] ?? 0) : all;
              return (
                <label key={option ?? 'all'}>
                  <input
                    type="radio"
                    name="tipo"
                    value={option ?? ''}
                    checked={kind === option}
                    disabled={option !== null && count === 0 && kind !== option}
                    onChange={() => update(query, option)}
                  />
                  <span>
                    {option ?? searchText.allKinds} ({count})
                  </span>
                </label>
              );
            })}
          </fieldset>
        ) : null}
      </form>
      <p className={styles.status} id={statusId} role="status" data-state={outcome.state}>
        {status}
      </p>
      {ready && ready.total > 0 ? (
        <SearchResults
          results={ready.results}
          total={ready.total}
          listRef={listRef}
          onListKey={onListKey}
          onMore={() => setShown((count) => count + RESULTS_PAGE)}
        />
      ) : null}
      {(ready && ready.total === 0) || outcome.state === 'error' ? (
        <div className={styles.status} data-state="help">
          <p>{outcome.state === 'error' ? searchText.unavailableHelp : searchText.noneHelp}</p>
          <p>
            <a href={`tel:${phone.tel}`}>
              {searchText.call} {phone.display}
            </a>{' '}
            · <a href={contactsPath}>{searchText.contactsLink}</a>
          </p>
          {outcome.state === 'error' ? (
            // A reload runs /cerca under its own policy (a page reached by client navigation keeps
            // the policy of the page it came from) and asks for the search files again.
            <SmallButton type="button" onClick={() => window.location.reload()}>
              {searchText.retry}
            </SmallButton>
          ) : null}
        </div>
      ) : null}
      {ready && ready.total > 0 ? null : children}
    </>
  );
}
