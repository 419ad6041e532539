import { newsPage } from '@/content/newsPage';
import type { NewsItem } from '@/content/news';
import { italianDay } from '@/lib/positions';

/** "Referenza · 20 novembre 2026": the kind and the date, the date machine-readable. */
export function NewsMeta({ item }: { item: Pick<NewsItem, 'kind' | 'date'> }) {
  return (
    <>
      <span data-news-kind={item.kind}>{newsPage.kindLabels[item.kind]}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={item.date}>{italianDay(item.date)}</time>
    </>
  );
}
