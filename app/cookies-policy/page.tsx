import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';

export const metadata = pageMetadata('cookies');

// The page's own issue completes its sections.
export default function CookiesPolicyPage() {
  return <PageHero title="Cookies policy" lead="Come questo sito usa i cookie." />;
}
