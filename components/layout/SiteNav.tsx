import { Menu, ShoppingCart, X } from '@/components/icons';
import styled from 'styled-components';
import { JS_OFF, media, tokens } from '@/components/theme/tokens';
import type { NavEntry } from '@/content/types';
import { SiteNavMenu } from './SiteNavMenu';

/**
 * Main navigation: inline on desktop, behind a toggle on small screens. With scripts off the
 * toggle could do nothing, so small screens show the links themselves, wrapped under the logo.
 * The icons and all the styles are here, on the server; the island (SiteNavMenu) renders only the
 * toggle and the list, so the script every page loads carries neither icon code nor CSS
 * (docs/performance.md, "How the pages stay small").
 */
export function SiteNav({ entries }: { entries: readonly NavEntry[] }) {
  return (
    <Nav aria-label="Navigazione principale">
      <SiteNavMenu
        entries={entries}
        icons={{
          menu: <Menu size={22} aria-hidden="true" />,
          close: <X size={22} aria-hidden="true" />,
          cart: <ShoppingCart size={18} aria-hidden="true" />,
        }}
      />
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;

  ${JS_OFF} & {
    flex-basis: 100%;
  }

  ${media.lg} {
    ${JS_OFF} & {
      flex-basis: auto;
    }
  }

  /* The toggle. */
  & > button {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space.sm};
    min-height: 44px;
    padding: 0 ${tokens.space.md};
    border: 2px solid ${tokens.color.navy};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.surface};
    color: ${tokens.color.navy};
    font-weight: 700;
    cursor: pointer;

    ${JS_OFF} & {
      display: none;
    }

    ${media.lg} {
      display: none;
    }
  }

  /* The list: a panel under the header when open on small screens, a row on large ones. */
  & > ul {
    display: none;
    margin: 0;
    padding: ${tokens.space.sm} ${tokens.layout.gutter} ${tokens.space.lg};
    list-style: none;

    &[data-open='true'] {
      display: block;
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      background: ${tokens.color.surface};
      border-bottom: 1px solid ${tokens.color.line};
      box-shadow: ${tokens.shadow.card};
      max-height: calc(100vh - ${tokens.layout.headerHeight});
      overflow-y: auto;
    }

    ${JS_OFF} & {
      display: flex;
      flex-wrap: wrap;
      gap: 0 ${tokens.space.xs};
      padding: 0 0 ${tokens.space.sm};
    }

    ${media.lg} {
      &,
      &[data-open='true'] {
        display: flex;
        position: static;
        gap: ${tokens.space.xs};
        padding: 0;
        border: 0;
        box-shadow: none;
        background: none;
      }
    }
  }

  & > ul a {
    display: flex;
    align-items: center;
    gap: ${tokens.space.xs};
    min-height: 48px;
    padding: 0 ${tokens.space.md};
    border-radius: ${tokens.radius.sm};
    color: ${tokens.color.ink};
    font-weight: 600;
    text-decoration: none;

    &:hover {
      background: ${tokens.color.surfaceWarm};
      color: ${tokens.color.navy};
    }

    &[aria-current='page'] {
      color: ${tokens.color.navy};
      background: ${tokens.color.surfaceSoft};
      box-shadow: inset 4px 0 0 ${tokens.color.gold};
    }

    ${media.lg} {
      min-height: 44px;
      /* Narrower between 1024 and 1280 px, where the header's search button shares the row. */
      padding: 0 0.5rem;

      &[aria-current='page'] {
        box-shadow: inset 0 -3px 0 ${tokens.color.gold};
      }
    }

    ${media.xl} {
      padding: 0 0.75rem;
    }
  }
`;
