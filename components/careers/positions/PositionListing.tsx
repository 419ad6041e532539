import styled from 'styled-components';
import { MapPin } from '@/components/icons';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import { careers } from '@/content/careers';
import { company } from '@/content/company';
import { positionPath, type Position } from '@/content/positions';
import { positionPlace, positionTerms } from '@/lib/positionMeta';
import { APPLY_ANCHOR, italianDay } from '@/lib/positions';
import { OpenPositionList } from './OpenByDate';

/** The id of the listing's section, which links to the open positions name (/lavora-con-noi#posizioni). */
export const POSITIONS_ANCHOR = 'posizioni';

/**
 * The positions open on the day of the build, above the form, newest first. With some, a small
 * island takes away in the visitor's browser those that close before the next build; with none,
 * the empty state (no script at all) points to the spontaneous application.
 */
export function PositionListing({ open }: { open: readonly Position[] }) {
  const { positions: text } = careers;
  const empty = (
    <Empty>
      <h3>{text.empty.title}</h3>
      <p>
        {text.empty.text} <a href={`#${APPLY_ANCHOR}`}>{text.empty.link}</a>
      </p>
    </Empty>
  );
  return (
    <Section
      id={POSITIONS_ANCHOR}
      headingId="posizioni-titolo"
      title={text.title}
      intro={open.length > 0 ? text.intro : undefined}
    >
      <List>
        {open.length > 0 ? (
          // Each card goes in its own <li>, which the island hides once the card's position has closed.
          <OpenPositionList closing={open.map((position) => position.validThrough ?? null)} empty={empty}>
            {open.map((position) => (
              <PositionCard key={position.slug} position={position} />
            ))}
          </OpenPositionList>
        ) : (
          empty
        )}
      </List>
    </Section>
  );
}

function PositionCard({ position }: { position: Position }) {
  const { positions: text } = careers;
  return (
    <Card>
      <h3>
        <SiteLink href={positionPath(position.slug)}>{position.title}</SiteLink>
      </h3>
      <Facts>
        <li>
          <MapPin size={18} aria-hidden="true" /> {positionPlace(position, company.address.city)}
        </li>
        <li>{positionTerms(position)}</li>
      </Facts>
      <Dates>
        {text.posted} {italianDay(position.datePosted)}
        {position.validThrough ? ` · ${text.closes} ${italianDay(position.validThrough)}` : null}
      </Dates>
    </Card>
  );
}

const List = styled.div`
  > ul {
    display: grid;
    gap: ${tokens.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;

    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

const Card = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.line};
  border-top: 4px solid ${tokens.color.gold};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.card};

  h3 {
    margin: 0;
    font-size: ${tokens.fontSize.h3};
    line-height: ${tokens.lineHeight.tight};
  }

  h3 a {
    color: ${tokens.color.navy};
    text-underline-offset: 0.2em;
  }

  h3 a:hover {
    color: ${tokens.color.goldText};
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs} ${tokens.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${tokens.color.ink};
  font-weight: 600;

  li {
    display: inline-flex;
    gap: ${tokens.space.xs};
    align-items: center;
  }

  svg {
    flex: none;
    color: ${tokens.color.goldText};
  }
`;

const Dates = styled.p`
  margin: 0;
  font-size: ${tokens.fontSize.sm};
  color: ${tokens.color.muted};
`;

const Empty = styled.div`
  max-width: 46rem;
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.line};
  border-left: 4px solid ${tokens.color.gold};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceWarm};

  h3 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.fontSize.lg};
    color: ${tokens.color.navy};
  }

  p {
    margin: 0;
  }

  a {
    color: ${tokens.color.navy};
    font-weight: 700;
  }
`;
