import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Icon } from '@/components/icons';
import { Section } from '@/components/ui/Section';
import { eProcurement } from '@/content/eProcurement';

export function PlatformFeaturesSection() {
  const { features } = eProcurement;
  return (
    <Section headingId="funzionalita-titolo" eyebrow={features.eyebrow} title={features.title} tone="warm">
      <List>
        {features.items.map((item) => (
          <li key={item.id}>
            <IconBox aria-hidden="true">
              <Icon name={item.icon} size={22} />
            </IconBox>
            <div>
              <Title>{item.title}</Title>
              <Text>{item.description}</Text>
            </div>
          </li>
        ))}
      </List>
    </Section>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${tokens.space.xl} ${tokens.space.xxl};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    display: flex;
    gap: ${tokens.space.md};
    align-items: flex-start;
  }
`;

const IconBox = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 2px solid ${tokens.color.gold};
  border-radius: ${tokens.radius.md};
  color: ${tokens.color.navy};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.lg};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;

const Text = styled.p`
  margin: ${tokens.space.xs} 0 0;
  color: ${tokens.color.muted};
`;
