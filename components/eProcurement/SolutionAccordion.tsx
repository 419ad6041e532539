import type { ReactNode } from 'react';
import { Check, ChevronDown } from '@/components/icons';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { SiteImage } from '@/components/ui/SiteImage';

export interface SolutionItem {
  id: string;
  title: string;
  description: string;
  details: readonly string[];
  image: string;
  /** The icon, rendered on the server. */
  icon: ReactNode;
}

/** One group: the browser keeps one card open at a time. */
const GROUP = 'eprocurement-soluzioni';

/**
 * The three solution cards as native disclosures: each card's summary (icon, title, description)
 * opens its details; the shared `name` keeps one open at a time and activating the open one
 * closes it (docs/product.md, "Behaviour"), with or without scripts. The summary is named by all it shows,
 * title and description (WCAG 2.5.3: a voice user may say any of the words they see).
 */
export function SolutionAccordion({ items, detailsLabel }: { items: readonly SolutionItem[]; detailsLabel: string }) {
  return (
    <Cards>
      {items.map((item) => {
        const titleId = `soluzione-${item.id}`;
        return (
          <Card key={item.id}>
            <details name={GROUP}>
              <summary>
                <IconBadge aria-hidden="true">{item.icon}</IconBadge>
                <Heading id={titleId}>{item.title}</Heading>
                <Chevron size={24} aria-hidden="true" />
                <Description>{item.description}</Description>
              </summary>
              <Panel aria-labelledby={titleId}>
                <SiteImage src={item.image} alt="" width={400} height={200} />
                <DetailsTitle>{detailsLabel}</DetailsTitle>
                <Details>
                  {item.details.map((detail) => (
                    <li key={detail}>
                      <Check size={18} aria-hidden="true" />
                      {detail}
                    </li>
                  ))}
                </Details>
              </Panel>
            </details>
          </Card>
        );
      })}
    </Cards>
  );
}

const Cards = styled.ul`
  display: grid;
  gap: ${tokens.space.lg};
  align-items: start;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.card};
  transition: border-color ${tokens.motion.fast} ease;

  &:has(details[open]) {
    border-color: ${tokens.color.gold};
  }

  /* Summary content must be phrasing or heading content, so the grid lays it out: icon, title
     and chevron on a row, the description under them. */
  summary {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: ${tokens.space.md};
    align-items: center;
    min-height: 48px;
    padding: ${tokens.space.lg};
    border-radius: ${tokens.radius.lg};
    color: ${tokens.color.navy};
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary:hover h3 {
    color: ${tokens.color.goldText};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  line-height: ${tokens.lineHeight.tight};
`;

const IconBadge = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.navy};
  color: ${tokens.color.goldBright};
`;

const Chevron = styled(ChevronDown)`
  flex: none;
  transition: transform ${tokens.motion.base} ease;

  details[open] & {
    transform: rotate(180deg);
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;

const Description = styled.span`
  grid-column: 1 / -1;
  color: ${tokens.color.muted};
`;

const Panel = styled.section`
  padding: 0 ${tokens.space.lg} ${tokens.space.lg};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.navy};
  }
`;

const DetailsTitle = styled.h4`
  margin: ${tokens.space.lg} 0 ${tokens.space.sm};
  font-size: ${tokens.fontSize.md};
  color: ${tokens.color.navy};
`;

const Details = styled.ul`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 0.25rem;
    color: ${tokens.color.success};
  }
`;
