/* A module of its own: the forms that tidy their address (careers, wizard, contacts, legal)
 * take only this, not the query store, within their first-load budget. */

/**
 * Replaces the current entry's address, through the Next.js router. The state passed is null, as
 * Next documents: the router then copies its own state onto the entry and moves usePathname and
 * useSearchParams to the new address. Passing window.history.state instead, which carries the
 * router's marker, skips that: the router keeps the old address and writes it back at its next
 * commit, with no event, so a comparison closed on a slow machine came back open.
 */
export function replaceHistoryUrl(url: string) {
  // eslint-disable-next-line no-restricted-syntax -- the one place that replaces the address
  window.history.replaceState(null, '', url);
}
