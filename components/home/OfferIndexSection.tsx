import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { CardItem } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
import { offerIndex } from '@/content/home';
import { fleetCategories } from '@/content/fleet';
import { pages } from '@/content/pages';
import { servicePath, servicesByCategory } from '@/lib/servicePages';
import { fleetCategoryHref } from '@/lib/vehiclePages';

/**
 * Where a visitor who knows what they need goes from the home page: every service page, grouped
 * as the catalogue groups them, and each family of the rental fleet. Plain anchors, as on the
 * service cards: twenty-odd next/link islands here measurably lengthened the home page's
 * hydration (its blocking time), and a full load of a static page is quick anyway.
 */
export function OfferIndexSection() {
  return (
    <Section
      headingId="offerta-titolo"
      eyebrow={offerIndex.eyebrow}
      title={offerIndex.title}
      intro={offerIndex.intro}
      tone="warm"
    >
      <CardGrid $columns={3}>
        {servicesByCategory().map((group) => (
          <Group key={group.id}>
            <GroupTitle>{group.label}</GroupTitle>
            <Links>
              {group.services.map((service) => (
                <li key={service.id}>
                  <a href={servicePath(service)}>{service.title}</a>
                </li>
              ))}
            </Links>
          </Group>
        ))}
        <RentalGroup>
          <GroupTitle>{offerIndex.rentalTitle}</GroupTitle>
          <RentalLinks>
            {fleetCategories.map((category) => (
              <li key={category.id}>
                <a href={fleetCategoryHref(category.id)}>{category.name}</a>
                <Count>{offerIndex.vehicleCount(category.vehicleIds.length)}</Count>
              </li>
            ))}
            <li>
              <a href={pages.rental.path}>{offerIndex.rentalAll}</a>
            </li>
          </RentalLinks>
        </RentalGroup>
      </CardGrid>
    </Section>
  );
}

/** A card of the grid: the catalogue's card, marked like the values' cards. */
const Group = styled(CardItem)`
  border-top: 4px solid ${tokens.color.navy};
`;

/** Four service groups and this one: spanning two columns it fills the grid's last row at 2 and 3 columns. */
const RentalGroup = styled(Group)`
  border-top-color: ${tokens.color.gold};

  ${media.sm} {
    grid-column: span 2;
  }
`;

const GroupTitle = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.navy};
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: ${tokens.space.sm};
  }

  a {
    display: block;
    padding-block: 0.5rem;
    color: ${tokens.color.navy};
    font-weight: 600;
    text-decoration-color: ${tokens.color.gold};
    text-underline-offset: 3px;
  }

  a:hover {
    color: ${tokens.color.goldText};
  }
`;

const Count = styled.span`
  color: ${tokens.color.muted};
  font-size: ${tokens.fontSize.sm};
  white-space: nowrap;
`;

const RentalLinks = styled(Links)`
  ${media.sm} {
    columns: 2;
    column-gap: ${tokens.space.lg};
  }

  li {
    break-inside: avoid;
  }
`;
