import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';
import { ReportSection } from '@/components/report/ReportSection';
import { report } from '@/content/report';

export const metadata = pageMetadata('anonymousReport');

export default function AnonymousReportPage() {
  return (
    <>
      <PageHero eyebrow={report.hero.eyebrow} title={report.hero.title} lead={report.hero.lead} />
      <ReportSection />
    </>
  );
}
