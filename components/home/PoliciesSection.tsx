import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { ButtonLink } from '@/components/ui/Button';
import { Icon } from '@/components/icons';
import { PdfViewerButton } from '@/components/pdf/PdfViewerButton';
import { policies } from '@/content/policies';
import { policiesSection } from '@/content/home';
import { documentHref } from '@/lib/documents';

/** The two company policies, each readable in the shared PDF viewer or downloadable. */
export function PoliciesSection() {
  return (
    <Section
      headingId="politiche-titolo"
      eyebrow={policiesSection.eyebrow}
      title={policiesSection.title}
      intro={policiesSection.intro}
      tone="warm"
    >
      <List>
        {policies.map((policy) => (
          <Item key={policy.id}>
            <Badge aria-hidden="true">
              <Icon name={policy.icon} size={28} />
            </Badge>
            <Text>
              <Title>{policy.title}</Title>
              <Description>{policy.description}</Description>
              <Actions>
                <PdfViewerButton
                  file={documentHref(policy.file)}
                  title={policy.title}
                  label={policiesSection.viewLabel}
                  variant="secondary"
                />
                <ButtonLink
                  href={documentHref(policy.file)}
                  variant="ghost"
                  download
                  aria-label={`${policiesSection.downloadLabel}: ${policy.title}`}
                >
                  {policiesSection.downloadLabel}
                </ButtonLink>
              </Actions>
            </Text>
          </Item>
        ))}
      </List>
    </Section>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${tokens.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
  padding: ${tokens.space.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.line};
  border-top: 4px solid ${tokens.color.gold};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};

  ${media.sm} {
    flex-direction: row;
    padding: ${tokens.space.xl};
  }
`;

const Badge = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.navy};
  color: ${tokens.color.goldBright};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;

const Description = styled.p`
  margin: 0;
  color: ${tokens.color.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-top: auto;
  padding-top: ${tokens.space.md};
`;
