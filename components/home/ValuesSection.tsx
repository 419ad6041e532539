import { Section } from '@/components/ui/Section';
import { CardItem, CardText, CardTitle, IconBadge } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
import { Icon } from '@/components/icons';
import { values } from '@/content/home';

/** The four company values, each with its icon and accent colour. */
export function ValuesSection() {
  return (
    <Section headingId="valori-titolo" eyebrow={values.eyebrow} title={values.title} intro={values.intro}>
      <CardGrid $columns={4} $phoneColumn={false}>
        {values.items.map((value) => (
          <CardItem key={value.id} accent={value.color} data-accent={value.color}>
            <IconBadge size={52} tone={value.color}>
              <Icon name={value.icon} size={26} />
            </IconBadge>
            <CardTitle>{value.title}</CardTitle>
            <CardText>{value.description}</CardText>
          </CardItem>
        ))}
      </CardGrid>
    </Section>
  );
}
