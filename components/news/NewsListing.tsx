import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { SiteLink } from '@/components/ui/SiteLink';
import type { NewsItem } from '@/content/news';
import { newsPage } from '@/content/newsPage';
import { pages } from '@/content/pages';
import {
  listingHeading,
  listingMeta,
  listingPath,
  NEWS_FILTERS,
  paginationLinks,
  viewItems,
  type ListingView,
} from '@/lib/newsListing';
import { NewsCard, NewsCardGrid } from './NewsCard';

/**
 * /notizie and each of its views: the heading, the filter by kind and the pages as plain links
 * (static pages: no script), the cards newest first, or a plain empty state.
 */
export function NewsListing({ items, view }: { items: readonly NewsItem[]; view: ListingView }) {
  const shown = viewItems(items, view);
  return (
    <>
      {/* With no item yet, "le più recenti" would promise what the page cannot show. */}
      <PageHero
        eyebrow={pages.news.name}
        title={items.length > 0 ? listingHeading(view) : newsPage.home.title}
        lead={listingMeta(view).description}
      />
      <Band>
        <Container>
          {items.length > 0 ? (
            <Filters aria-label={newsPage.filterNavLabel}>
              <span aria-hidden="true">{newsPage.filterLabel}:</span>
              <ul>
                {NEWS_FILTERS.map((filter) => (
                  <li key={filter}>
                    <SiteLink href={listingPath(filter)} aria-current={filter === view.filter ? 'page' : undefined}>
                      {newsPage.filters[filter]}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </Filters>
          ) : null}
          {shown.length > 0 ? (
            <NewsCardGrid data-news-list="">
              {shown.map((item, index) => (
                // The first row (three cards at most) is in the first screen: never lazy.
                <NewsCard key={item.slug} item={item} headingLevel="h2" eager={index < 3} />
              ))}
            </NewsCardGrid>
          ) : (
            <Empty data-news-empty="">
              <p>{newsPage.empty[view.filter]}</p>
              <ButtonLink href={pages.services.path} variant="ghost">
                {newsPage.emptyLink}
              </ButtonLink>
            </Empty>
          )}
          {view.pageCount > 1 ? (
            <Pages aria-label={newsPage.paginationLabel}>
              <ul>
                {paginationLinks(view).map((link) => (
                  <li key={link.page}>
                    <SiteLink
                      href={link.path}
                      aria-current={link.current ? 'page' : undefined}
                      aria-label={newsPage.pageLinkLabel(link.page)}
                    >
                      {link.page}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </Pages>
          ) : null}
        </Container>
      </Band>
    </>
  );
}

const Band = styled.div`
  padding-block: ${tokens.space.xxl} ${tokens.space.section};
  background: ${tokens.color.surfaceWarm};
`;

const linkList = `
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${tokens.space.md};
    border: 2px solid ${tokens.color.navy};
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.surface};
    color: ${tokens.color.navy};
    font-weight: 700;
    text-decoration: none;
  }

  a:hover {
    background: ${tokens.color.surfaceSoft};
  }

  a[aria-current='page'] {
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
  }
`;

const Filters = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  align-items: center;
  margin-bottom: ${tokens.space.xl};

  > span {
    font-weight: 700;
    color: ${tokens.color.ink};
  }

  ${linkList}
`;

const Pages = styled.nav`
  margin-top: ${tokens.space.xl};

  ul {
    justify-content: center;
  }

  ${linkList}
`;

const Empty = styled.div`
  max-width: 46rem;

  p {
    margin: 0 0 ${tokens.space.lg};
    font-size: ${tokens.fontSize.lg};
    color: ${tokens.color.ink};
  }
`;
