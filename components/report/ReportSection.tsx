import { AlertTriangle, CheckCircle2, Loader2 } from '@/components/icons';
import { Container } from '@/components/ui/Container';
import { pages } from '@/content/pages';
import { report } from '@/content/report';
import { AnonymityGuarantee } from './AnonymityGuarantee';
import { AnonymousReportForm } from './AnonymousReportForm';
import styles from './ReportSection.module.css';

/** The centred report card on a warm band; the card carries the section's heading. */
export function ReportSection() {
  return (
    <section className={styles.band} aria-labelledby="segnalazione-titolo">
      <Container>
        {/* Text, links and icons come from here: the island's script then carries no content modules. */}
        <AnonymousReportForm
          report={report}
          guarantee={<AnonymityGuarantee />}
          homeHref={pages.home.path}
          icons={{
            done: <CheckCircle2 size={48} aria-hidden="true" />,
            alert: <AlertTriangle size={22} aria-hidden="true" />,
            spinner: <Loader2 size={20} aria-hidden="true" />,
          }}
        />
      </Container>
    </section>
  );
}
