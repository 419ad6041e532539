import { SiteLink } from '@/components/ui/SiteLink';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { ButtonLink } from '@/components/ui/Button';
import { whistleblowing } from '@/content/whistleblowing';
import { pages } from '@/content/pages';

/** The guide download, ANAC's external channel and the site's general anonymous form. */
export function ChannelsSection() {
  const { guide, external, general } = whistleblowing;
  return (
    <Section headingId="guida-titolo" eyebrow="Documentazione" title={guide.title} intro={guide.text} tone="warm">
      <ButtonLink href={`/documents/${whistleblowing.guideFile}`} download>
        {guide.button}
      </ButtonLink>
      <Boxes>
        <Box>
          <BoxTitle>{external.title}</BoxTitle>
          <p>{external.text}</p>
          <a href={external.url} target="_blank" rel="noopener noreferrer">
            {external.linkLabel}
            <span className="visually-hidden"> (si apre in una nuova scheda)</span>
          </a>
        </Box>
        <Box>
          <BoxTitle>Altre segnalazioni</BoxTitle>
          <p>{general.text}</p>
          <SiteLink href={pages.anonymousReport.path}>{general.linkLabel}</SiteLink>
        </Box>
      </Boxes>
    </Section>
  );
}

const Boxes = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  margin-top: ${tokens.space.xxl};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Box = styled.div`
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.line};

  p {
    margin: ${tokens.space.sm} 0 ${tokens.space.md};
    color: ${tokens.color.muted};
  }

  a {
    font-weight: 700;
    color: ${tokens.color.navy};
  }
`;

const BoxTitle = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.navy};
`;
