import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Container } from './Container';
import { SiteLink } from './SiteLink';

export interface BreadcrumbItem {
  name: string;
  /** Omitted for the current page, which is the last item. */
  href?: string;
}

interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  label: string;
}

/**
 * The visible trail of a deep page (Home › Gielle Rental › category › vehicle), as a nav with an
 * ordered list; the current page is the last item, marked aria-current. The separators are drawn
 * by CSS so screen readers do not read them.
 */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  return (
    <Bar>
      <Container>
        <nav aria-label={label}>
          <Trail>
            {items.map((item) => (
              <li key={item.name}>
                {item.href ? <SiteLink href={item.href}>{item.name}</SiteLink> : <span aria-current="page">{item.name}</span>}
              </li>
            ))}
          </Trail>
        </nav>
      </Container>
    </Bar>
  );
}

const Bar = styled.div`
  background: ${tokens.color.surfaceWarm};
  border-bottom: 1px solid ${tokens.color.line};
`;

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: ${tokens.space.sm} 0;
  list-style: none;
  font-size: ${tokens.fontSize.sm};

  li {
    display: inline-flex;
    align-items: center;
  }

  li + li::before {
    content: '›';
    margin-inline: ${tokens.space.sm};
    color: ${tokens.color.muted};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${tokens.color.navy};
  }

  a:hover {
    color: ${tokens.color.goldText};
  }

  [aria-current] {
    color: ${tokens.color.muted};
  }
`;
