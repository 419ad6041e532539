'use client';

import type { KeyboardEvent, RefObject } from 'react';
import { SmallButton } from '@/components/ui/SmallButton';
import { searchText } from '@/content/search';
import { excerptParts } from '@/lib/searchExcerpt';
import { searchKind } from '@/lib/searchKinds';
import type { PagefindResultData } from './pagefind';
import styles from './SiteSearch.module.css';

interface SearchResultsProps {
  results: readonly PagefindResultData[];
  total: number;
  listRef: RefObject<HTMLOListElement | null>;
  onListKey: (event: KeyboardEvent<HTMLOListElement>) => void;
  onMore: () => void;
}

/**
 * The results: each a link with its title, its kind and the words around the match. Plain links:
 * a document opens as the PDF, a page loads as any page does.
 */
export function SearchResults({ results, total, listRef, onListKey, onMore }: SearchResultsProps) {
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a delegated listener: arrow keys move between the results' links */}
      <ol className={styles.list} ref={listRef} onKeyDown={onListKey}>
        {results.map((result) => {
          const kind = searchKind(result.url);
          return (
            <li key={result.url}>
              <a href={result.url} data-result="">
                {result.meta.title ?? result.url}
              </a>
              <span data-kind="">{kind === 'Documenti' ? searchText.documentKind : kind}</span>
              <p>
                {excerptParts(result.excerpt).map((part, index) =>
                  part.marked ? <mark key={index}>{part.text}</mark> : part.text,
                )}
              </p>
            </li>
          );
        })}
      </ol>
      {results.length < total ? (
        <div className={styles.more}>
          <SmallButton type="button" onClick={onMore}>
            {searchText.more(total - results.length)}
          </SmallButton>
        </div>
      ) : null}
    </>
  );
}
