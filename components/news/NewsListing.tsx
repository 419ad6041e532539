import { ButtonLink } from '@/components/ui/Button';
import { ChipRow, chipClass } from '@/components/ui/Chip';
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
import styles from './NewsListing.module.css';

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
      <div className={styles.band}>
        <Container>
          {items.length > 0 ? (
            <nav className={styles.filters} aria-label={newsPage.filterNavLabel}>
              <span aria-hidden="true">{newsPage.filterLabel}:</span>
              <ChipRow as="ul">
                {NEWS_FILTERS.map((filter) => (
                  <li key={filter}>
                    <SiteLink
                      className={chipClass('link')}
                      href={listingPath(filter)}
                      aria-current={filter === view.filter ? 'page' : undefined}
                    >
                      {newsPage.filters[filter]}
                    </SiteLink>
                  </li>
                ))}
              </ChipRow>
            </nav>
          ) : null}
          {shown.length > 0 ? (
            <NewsCardGrid data-news-list="">
              {shown.map((item, index) => (
                // The first row (three cards at most) is in the first screen: never lazy.
                <NewsCard key={item.slug} item={item} headingLevel="h2" eager={index < 3} />
              ))}
            </NewsCardGrid>
          ) : (
            <div className={styles.empty} data-news-empty="">
              <p>{newsPage.empty[view.filter]}</p>
              <ButtonLink href={pages.services.path} variant="ghost">
                {newsPage.emptyLink}
              </ButtonLink>
            </div>
          )}
          {view.pageCount > 1 ? (
            <nav className={styles.pages} aria-label={newsPage.paginationLabel}>
              <ChipRow as="ul">
                {paginationLinks(view).map((link) => (
                  <li key={link.page}>
                    <SiteLink
                      className={chipClass('link')}
                      href={link.path}
                      aria-current={link.current ? 'page' : undefined}
                      aria-label={newsPage.pageLinkLabel(link.page)}
                    >
                      {link.page}
                    </SiteLink>
                  </li>
                ))}
              </ChipRow>
            </nav>
          ) : null}
        </Container>
      </div>
    </>
  );
}
