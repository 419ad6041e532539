import { Search, X } from '@/components/icons';
import { Button } from '@/components/ui/Button';
import { SmallButton } from '@/components/ui/SmallButton';
import { SEARCH_PAGE, searchText } from '@/content/search';
import styles from './HeaderSearch.module.css';

const PANEL_ID = 'ricerca-sito';

/**
 * The header's search control (issue 44): plain HTML, so every page's first-load script is
 * unchanged and it works before and without scripts.
 * - Wide screens (xl): a field; submitting opens /cerca?q=… (a document load, so /cerca runs
 *   under its own policy, the one that lets the search's WebAssembly run: docs/search.md).
 * - Narrower: an icon button that opens the same form in a panel, with the platform's popover
 *   (no script: Escape and a click outside close it, focus returns to the button, the field
 *   takes focus on opening through `autofocus`). Browsers without popovers get a link to /cerca.
 * The search code and index load on /cerca, on first use (components/search/SiteSearch.tsx).
 */
export function HeaderSearch() {
  return (
    <>
      <form
        className={styles.wideForm}
        role="search"
        aria-label={searchText.headerLandmark}
        action={SEARCH_PAGE.path}
        method="get"
      >
        <label htmlFor="cerca-intestazione" className="visually-hidden">
          {searchText.fieldLabel}
        </label>
        <input
          id="cerca-intestazione"
          type="search"
          name="q"
          placeholder={searchText.headerPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" aria-label={searchText.submit}>
          <Search size={20} aria-hidden="true" />
        </button>
      </form>
      <button className={styles.opener} type="button" popoverTarget={PANEL_ID} aria-label={searchText.fieldLabel}>
        <Search size={22} aria-hidden="true" />
      </button>
      <a className={styles.fallbackLink} href={SEARCH_PAGE.path} aria-label={searchText.fieldLabel}>
        <Search size={22} aria-hidden="true" />
      </a>
      <div className={styles.panel} id={PANEL_ID} popover="auto" role="dialog" aria-labelledby={`${PANEL_ID}-titolo`}>
        <div className={styles.panelHead}>
          {/* Not a heading: the page's first heading stays its H1, for readers and crawlers alike. */}
          <p id={`${PANEL_ID}-titolo`}>{searchText.fieldLabel}</p>
          <SmallButton type="button" popoverTarget={PANEL_ID} popoverTargetAction="hide">
            <X size={20} aria-hidden="true" />
            {searchText.close}
          </SmallButton>
        </div>
        <form
          className={styles.panelForm}
          role="search"
          aria-label={searchText.headerLandmark}
          action={SEARCH_PAGE.path}
          method="get"
        >
          <label htmlFor="cerca-pannello" className="visually-hidden">
            {searchText.fieldLabel}
          </label>
          <input
            id="cerca-pannello"
            type="search"
            name="q"
            placeholder={searchText.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- in a popover, autofocus only names the field that takes focus when the visitor opens the panel (HTML's popover focusing steps); closed, the panel is not rendered, so nothing moves on page load (e2e/site-search.spec.ts)
            autoFocus
          />
          <Button type="submit" data-variant="secondary">
            {searchText.submit}
          </Button>
        </form>
        <p>
          <a href={SEARCH_PAGE.path}>{searchText.browseIndex}</a>
        </p>
      </div>
    </>
  );
}
