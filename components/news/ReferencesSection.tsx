import { Section } from '@/components/ui/Section';
import type { NewsItem } from '@/content/news';
import { NewsCard, NewsCardGrid } from './NewsCard';

/**
 * The references that name a vehicle or a service, as cards linking to each: the other half of
 * the link a reference's page makes to that vehicle's or service's page. Nothing at all without one.
 */
export function ReferencesSection({
  references,
  title,
  headingId,
}: {
  references: readonly NewsItem[];
  title: string;
  headingId: string;
}) {
  if (references.length === 0) return null;
  return (
    <Section headingId={headingId} title={title}>
      <NewsCardGrid data-news-references="">
        {references.map((item) => (
          <NewsCard key={item.slug} item={item} headingLevel="h3" />
        ))}
      </NewsCardGrid>
    </Section>
  );
}
