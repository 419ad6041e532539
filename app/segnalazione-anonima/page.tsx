import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';
import { ReportSection } from '@/components/report/ReportSection';
import { report } from '@/content/report';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata('anonymousReport');

export default function AnonymousReportPage() {
  return (
    <>
      <BreadcrumbJsonLd page="anonymousReport" />
      <PageHero eyebrow={report.hero.eyebrow} title={report.hero.title} lead={report.hero.lead} />
      <ReportSection />
    </>
  );
}
