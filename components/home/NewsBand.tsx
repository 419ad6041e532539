import { NewsCard, NewsCardGrid } from '@/components/news/NewsCard';
import { ButtonLink } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { newsItems } from '@/content/news';
import { newsPage } from '@/content/newsPage';
import { pages } from '@/content/pages';
import styles from './NewsBand.module.css';

/** The three newest items and the way to all of them; nothing at all while there is none. */
export function NewsBand() {
  const newest = newsItems.slice(0, 3);
  if (newest.length === 0) return null;
  return (
    <Section headingId="home-notizie" title={newsPage.home.title} intro={newsPage.home.intro}>
      <NewsCardGrid data-home-news="">
        {newest.map((item) => (
          <NewsCard key={item.slug} item={item} headingLevel="h3" />
        ))}
      </NewsCardGrid>
      <div className={styles.more}>
        <ButtonLink href={pages.news.path} variant="secondary">
          {newsPage.home.more}
        </ButtonLink>
      </div>
    </Section>
  );
}
