'use client';

import { Children, type ReactNode } from 'react';
import { isOpenOn } from '@/lib/positions';
import { useRomeDay } from './useRomeDay';

/*
 * Between two builds the visitor's browser hides what has closed since, by Rome's date alone, so it
 * works the same from the offline copy of the page. Both states are in the pre-rendered HTML and
 * `hidden` switches them: every server-rendered part reaches the HTML, styled by its stylesheet,
 * and the hydrated page keeps the HTML's shape.
 */

/**
 * The listing's cards (children, each a card's content), `closing[i]` the closing day of the i-th
 * card or null for none. A card whose day has passed is hidden; with none left, `empty` shows.
 */
export function OpenPositionList({
  closing,
  empty,
  children,
}: {
  closing: readonly (string | null)[];
  empty: ReactNode;
  children: ReactNode;
}) {
  const today = useRomeDay();
  const open = (index: number) => today === null || isOpenOn(closing[index] ?? undefined, today);
  const cards = Children.toArray(children);
  const none = !cards.some((_, index) => open(index));
  return (
    <>
      <ul hidden={none}>
        {cards.map((card, index) => (
          <li key={index} hidden={!open(index)}>
            {card}
          </li>
        ))}
      </ul>
      <div hidden={!none}>{empty}</div>
    </>
  );
}

/** A position's page: `children` until its closing day has passed, then `closed` (the notice, or nothing). */
export function OpenUntil({
  validThrough,
  closed,
  children,
}: {
  validThrough: string;
  closed?: ReactNode;
  children?: ReactNode;
}) {
  const today = useRomeDay();
  const open = today === null || isOpenOn(validThrough, today);
  return (
    <>
      {children ? <div hidden={!open}>{children}</div> : null}
      {closed ? (
        <div hidden={open} data-pagefind-ignore="all">
          {closed}
        </div>
      ) : null}
    </>
  );
}
