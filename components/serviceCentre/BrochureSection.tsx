import { statSync } from 'node:fs';
import { join } from 'node:path';
import { Download, FileText } from '@/components/icons';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { PdfViewerButton } from '@/components/pdf/PdfViewerButton';
import { serviceCentre } from '@/content/serviceCentre';

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
    <Band aria-labelledby="brochure-titolo">
      <Container>
        <Panel>
          <DocIcon aria-hidden="true">
            <FileText size={40} />
          </DocIcon>
          <div>
            <Eyebrow>{brochure.eyebrow}</Eyebrow>
            <Title id="brochure-titolo">{brochure.title}</Title>
            <Text>{brochure.text}</Text>
            <Meta>
              PDF, {brochure.pages} pagine{size ? `, ${size}` : ''}
            </Meta>
            <Actions>
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
            </Actions>
          </div>
        </Panel>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding-block: ${tokens.space.section};
  background: ${tokens.color.surfaceWarm};
`;

const Panel = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  padding: ${tokens.space.xl} ${tokens.space.lg};
  border: 1px solid ${tokens.color.line};
  border-top: 4px solid ${tokens.color.gold};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.card};

  ${media.md} {
    grid-template-columns: auto 1fr;
    gap: ${tokens.space.xl};
    padding: ${tokens.space.xxl};
  }
`;

const DocIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 80px;
  height: 96px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.navy};
  color: ${tokens.color.goldBright};
`;

const Eyebrow = styled.p`
  margin: 0 0 ${tokens.space.sm};
  font-size: ${tokens.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${tokens.color.goldText};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSize.h2};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;

const Text = styled.p`
  margin: ${tokens.space.md} 0 0;
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.muted};
`;

const Meta = styled.p`
  margin: ${tokens.space.sm} 0 0;
  font-size: ${tokens.fontSize.sm};
  font-weight: 700;
  color: ${tokens.color.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  margin-top: ${tokens.space.lg};
`;
