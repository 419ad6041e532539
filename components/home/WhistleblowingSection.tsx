import { Download } from '@/components/icons';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { ButtonLink } from '@/components/ui/Button';
import { Icon } from '@/components/icons';
import { whistleblowingSection } from '@/content/home';
import { documentHref } from '@/lib/documents';

/** The legal reporting channel (D.Lgs. 24/2023): where to read about it and the guide PDF. */
export function WhistleblowingSection() {
  return (
    <Section
      headingId="whistleblowing-home-titolo"
      eyebrow={whistleblowingSection.eyebrow}
      title={whistleblowingSection.title}
      tone="warm"
    >
      <Box>
        <Badge aria-hidden="true">
          <Icon name="shieldCheck" size={32} />
        </Badge>
        <div>
          <Text>{whistleblowingSection.text}</Text>
          <Actions>
            <ButtonLink href={whistleblowingSection.link.href} variant="secondary">
              {whistleblowingSection.link.label}
            </ButtonLink>
            <ButtonLink href={documentHref(whistleblowingSection.guide.file)} variant="ghost" download>
              <Download size={18} aria-hidden="true" />
              {whistleblowingSection.guide.label}
            </ButtonLink>
          </Actions>
        </div>
      </Box>
    </Section>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  padding: ${tokens.space.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.line};
  border-left: 6px solid ${tokens.color.gold};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};

  ${media.md} {
    grid-template-columns: auto 1fr;
    padding: ${tokens.space.xl};
  }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.navy};
  color: ${tokens.color.goldBright};
`;

const Text = styled.p`
  max-width: 48rem;
  margin: 0;
  font-size: ${tokens.fontSize.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  margin-top: ${tokens.space.lg};
`;
