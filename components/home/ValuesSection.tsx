import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { Icon } from '@/components/icons';
import { values } from '@/content/home';

/** The four company values, each with its icon and accent colour. */
export function ValuesSection() {
  return (
    <Section headingId="valori-titolo" eyebrow={values.eyebrow} title={values.title} intro={values.intro}>
      <List>
        {values.items.map((value) => (
          <Item key={value.id} data-accent={value.color}>
            <Badge aria-hidden="true">
              <Icon name={value.icon} size={26} />
            </Badge>
            <Title>{value.title}</Title>
            <Text>{value.description}</Text>
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

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.navy};
  color: ${tokens.color.goldBright};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.line};
  border-top: 4px solid ${tokens.color.navy};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};

  &[data-accent='gold'] {
    border-top-color: ${tokens.color.gold};
  }

  &[data-accent='gold'] ${Badge} {
    background: ${tokens.color.gold};
    color: ${tokens.color.navyDeep};
  }

  &[data-accent='anthracite'] {
    border-top-color: ${tokens.color.anthracite};
  }

  &[data-accent='anthracite'] ${Badge} {
    background: ${tokens.color.anthracite};
  }

  &[data-accent='steel'] {
    border-top-color: ${tokens.color.navySoft};
  }

  &[data-accent='steel'] ${Badge} {
    background: ${tokens.color.navySoft};
  }
`;

const Title = styled.h3`
  margin: ${tokens.space.xs} 0 0;
  font-size: ${tokens.fontSize.h3};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;

const Text = styled.p`
  margin: 0;
  color: ${tokens.color.muted};
`;
