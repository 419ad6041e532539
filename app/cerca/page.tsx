import type { Metadata } from 'next';
import { Search } from '@/components/icons';
import { SiteIndexList } from '@/components/search/SiteIndexList';
import { SiteSearch } from '@/components/search/SiteSearch';
import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { company } from '@/content/company';
import { pages } from '@/content/pages';
import { SEARCH_PAGE, searchText } from '@/content/search';
import { routeMetadata } from '@/lib/metadata';
import styles from './page.module.css';

/**
 * The site search (issue 44, docs/search.md): results for ?q= with scripts, the index of the site
 * without them. One static file answers every query, so it asks not to be indexed at all: a
 * result list is no page of its own, and the index repeats the pages' own titles.
 */
export const metadata: Metadata = { ...routeMetadata(SEARCH_PAGE), robots: { index: false, follow: true } };

export default function SearchPage() {
  return (
    <>
      <PageHero eyebrow={searchText.eyebrow} title={searchText.heroTitle} lead={searchText.heroLead} />
      <div className={styles.band}>
        <Container>
          <SiteSearch
            phone={company.phone}
            contactsPath={pages.contacts.path}
            icon={<Search size={20} aria-hidden="true" />}
          >
            <SiteIndexList />
          </SiteSearch>
        </Container>
      </div>
    </>
  );
}
