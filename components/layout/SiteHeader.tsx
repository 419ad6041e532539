import styled from 'styled-components';
import { JS_OFF, media, tokens } from '@/components/theme/tokens';
import { Container } from '@/components/ui/Container';
import { mainNav } from '@/content/navigation';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { SiteNav } from './SiteNav';

export function SiteHeader() {
  return (
    <Bar>
      <Inner>
        <Logo />
        <SiteNav entries={mainNav} />
        <HeaderSearch />
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${tokens.color.surface};
  border-bottom: 1px solid ${tokens.color.line};

  /* Without scripts the phone menu is the links themselves, several rows: too tall to stick. */
  ${JS_OFF} & {
    position: static;
  }
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${tokens.layout.headerHeight};
  flex-wrap: wrap;

  /* The navigation and the search control (HeaderSearch) sit together at the right, on one
     row from 1024 px: the search field gives way rather than wrap. */
  & > nav {
    margin-left: auto;
  }

  /* A slow connection can deliver the page cut right after the navigation: painted then, the
     phone's Menu button stood at the right edge and moved left when the search control arrived
     (a layout shift, e2e/layout.spec.ts). It is shown once the search's panel, its last part,
     is in the document; a browser without :has() drops the rule and shows it at once. */
  &:not(:has(> [popover])) > nav {
    visibility: hidden;
  }

  ${media.lg} {
    flex-wrap: nowrap;
  }

  /* Wrapped links under the logo (no scripts): keep the logo off the top edge, and the search
     control on the logo's row. */
  ${JS_OFF} & {
    padding-top: ${tokens.space.sm};
  }

  ${JS_OFF} & > nav {
    order: 1;
  }

  ${media.lg} {
    ${JS_OFF} & > nav {
      order: 0;
    }
  }
`;
