import { ChevronRight } from '@/components/icons';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Container } from './Container';
import { pages } from '@/content/pages';
import { breadcrumbName, type Crumb } from '@/lib/structuredData';
import { SiteLink } from './SiteLink';

/**
 * The visible trail above a deep page's hero (Home › Servizi › page, Home › Gielle Rental ›
 * category › vehicle). `trail` is what follows Home, as for BreadcrumbTrailJsonLd, which gets
 * the same steps less any that is only a view of a page (the vehicle's category: see
 * VehicleBreadcrumbs). The last step is the page itself: plain text with aria-current.
 */
export function Breadcrumbs({ trail: afterHome, label }: { trail: readonly Crumb[]; label: string }) {
  const trail = [{ name: breadcrumbName('home'), path: pages.home.path }, ...afterHome];
  return (
    <Bar aria-label={label}>
      <Container>
        <ol>
          {trail.map((crumb, index) => (
            <li key={crumb.path}>
              {index > 0 ? <ChevronRight size={16} aria-hidden="true" /> : null}
              {index === trail.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <SiteLink href={crumb.path}>{crumb.name}</SiteLink>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </Bar>
  );
}

const Bar = styled.nav`
  background: ${tokens.color.surfaceWarm};
  border-bottom: 1px solid ${tokens.color.line};
  font-size: ${tokens.fontSize.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs};
    align-items: center;
    margin: 0;
    padding: ${tokens.space.sm} 0;
    list-style: none;
  }

  li {
    display: inline-flex;
    gap: ${tokens.space.xs};
    align-items: center;
  }

  svg {
    flex: none;
    color: ${tokens.color.muted};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${tokens.color.navy};
    font-weight: 600;
    text-underline-offset: 0.2em;
  }

  a:hover {
    color: ${tokens.color.goldText};
  }

  [aria-current] {
    color: ${tokens.color.muted};
  }
`;
