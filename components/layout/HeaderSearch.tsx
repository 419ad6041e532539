import styled from 'styled-components';
import { Search, X } from '@/components/icons';
import { media, tokens } from '@/components/theme/tokens';
import { Button } from '@/components/ui/Button';
import { SmallButton } from '@/components/ui/SmallButton';
import { SEARCH_PAGE, searchText } from '@/content/search';

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
      <WideForm role="search" aria-label={searchText.headerLandmark} action={SEARCH_PAGE.path} method="get">
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
      </WideForm>
      <Opener type="button" popoverTarget={PANEL_ID} aria-label={searchText.fieldLabel}>
        <Search size={22} aria-hidden="true" />
      </Opener>
      <FallbackLink href={SEARCH_PAGE.path} aria-label={searchText.fieldLabel}>
        <Search size={22} aria-hidden="true" />
      </FallbackLink>
      <Panel id={PANEL_ID} popover="auto" role="dialog" aria-labelledby={`${PANEL_ID}-titolo`}>
        <PanelHead>
          {/* Not a heading: the page's first heading stays its H1, for readers and crawlers alike. */}
          <p id={`${PANEL_ID}-titolo`}>{searchText.fieldLabel}</p>
          <SmallButton type="button" popoverTarget={PANEL_ID} popoverTargetAction="hide">
            <X size={20} aria-hidden="true" />
            {searchText.close}
          </SmallButton>
        </PanelHead>
        <PanelForm role="search" aria-label={searchText.headerLandmark} action={SEARCH_PAGE.path} method="get">
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
        </PanelForm>
        <p>
          <a href={SEARCH_PAGE.path}>{searchText.browseIndex}</a>
        </p>
      </Panel>
    </>
  );
}

const fieldStyles = `
  min-width: 0;
  min-height: 44px;
  padding: 0 ${tokens.space.md};
  border: 2px solid ${tokens.color.line};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surface};
  color: ${tokens.color.ink};
  font: inherit;

  &::placeholder {
    color: ${tokens.color.muted};
    opacity: 1;
  }

  &:focus-visible {
    border-color: ${tokens.color.navy};
  }
`;

const iconButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: 2px solid ${tokens.color.navy};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surface};
  color: ${tokens.color.navy};
  cursor: pointer;
`;

const WideForm = styled.form`
  display: none;

  ${media.xl} {
    display: flex;
    flex: 0 1 12rem;
    min-width: 8rem;
    gap: ${tokens.space.xs};
    margin-left: ${tokens.space.sm};

    input {
      ${fieldStyles}
      flex: 1;
      width: 100%;
    }

    button {
      ${iconButton}
      border-color: ${tokens.color.navy};
      background: ${tokens.color.navy};
      color: ${tokens.color.onNavy};
    }
  }
`;

const Opener = styled.button`
  ${iconButton}
  margin-left: ${tokens.space.sm};

  ${media.xl} {
    display: none;
  }

  @supports not selector(:popover-open) {
    display: none;
  }
`;

const FallbackLink = styled.a`
  ${iconButton}
  display: none;
  margin-left: ${tokens.space.sm};

  @supports not selector(:popover-open) {
    display: inline-flex;

    ${media.xl} {
      display: none;
    }
  }
`;

const Panel = styled.div`
  /* The popover sits in the top layer, over the sticky header, as a band at the top of the screen. */
  inset: 0 0 auto;
  width: 100%;
  max-width: none;
  margin: 0;
  padding: ${tokens.space.md} ${tokens.layout.gutter} ${tokens.space.lg};
  border: 0;
  border-bottom: 1px solid ${tokens.color.line};
  background: ${tokens.color.surface};
  color: ${tokens.color.ink};
  box-shadow: ${tokens.shadow.card};

  &::backdrop {
    background: ${tokens.color.overlay};
  }

  & > * {
    max-width: 40rem;
    margin-inline: auto;
  }

  & > p {
    margin-top: ${tokens.space.md};
    margin-bottom: 0;
  }

  & > p a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${tokens.color.navy};
    font-weight: 600;
  }

  @supports not selector(:popover-open) {
    display: none;
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  margin-bottom: ${tokens.space.sm};

  p {
    margin: 0;
    font-size: ${tokens.fontSize.lg};
    font-weight: 700;
    color: ${tokens.color.navy};
  }
`;

const PanelForm = styled.form`
  display: flex;
  gap: ${tokens.space.sm};

  input {
    ${fieldStyles}
    flex: 1;
    width: 0;
    min-height: 48px;
    font-size: ${tokens.fontSize.lg};
  }
`;
