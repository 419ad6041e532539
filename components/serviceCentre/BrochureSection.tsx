import { statSync } from 'node:fs';
import { join } from 'node:path';
import { Download, FileText } from '@/components/icons';
import { ButtonLink, ButtonRow } from '@/components/ui/Button';
import { IconBadge } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { Heading } from '@/components/ui/Heading';
import { PdfViewerButton } from '@/components/pdf/PdfViewerButton';
import { serviceCentre } from '@/content/serviceCentre';
import styles from './BrochureSection.module.css';

/** Size of a file under public/, read at build time; null when it is not there. */
function fileSizeLabel(publicPath: string): string | null {
  try {
    const bytes = statSync(join(process.cwd(), 'public', publicPath)).size;
    const format = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 1 });
    return bytes >= 1024 * 1024
      ? `${format(bytes / (1024 * 1024))} MB`
      : `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  } catch {
    return null;
  }
}

/** The brochure: download in a new tab, or read it in the site's PDF viewer. */
export function BrochureSection() {
  const { brochure } = serviceCentre;
  const size = fileSizeLabel(brochure.file);
  return (
    <section className={styles.band} aria-labelledby="brochure-titolo">
      <Container>
        <div className={styles.panel}>
          <IconBadge className={styles.docIcon}>
            <FileText size={40} />
          </IconBadge>
          <div>
            <Heading
              id="brochure-titolo"
              eyebrow={brochure.eyebrow}
              title={brochure.title}
              lead={brochure.text}
              steadyLead
            />
            <p className={styles.meta}>
              PDF, {brochure.pages} pagine{size ? `, ${size}` : ''}
            </p>
            <ButtonRow className={styles.actions}>
              <ButtonLink href={brochure.file} target="_blank" rel="noopener" type="application/pdf">
                <Download size={20} aria-hidden="true" />
                {brochure.downloadLabel}
                <span className="visually-hidden"> (si apre in una nuova scheda)</span>
              </ButtonLink>
              <PdfViewerButton
                file={brochure.file}
                title={brochure.documentTitle}
                label={brochure.viewLabel}
                variant="ghost"
              />
            </ButtonRow>
          </div>
        </div>
      </Container>
    </section>
  );
}
