import { MapPin } from '@/components/icons';
import { CardItem } from '@/components/ui/Card';
import { IconList } from '@/components/ui/FactList';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import { careers } from '@/content/careers';
import { company } from '@/content/company';
import { positionPath, type Position } from '@/content/positions';
import { positionPlace, positionTerms } from '@/lib/positionMeta';
import { APPLY_ANCHOR, italianDay } from '@/lib/positions';
import { OpenPositionList } from './OpenByDate';
import styles from './PositionListing.module.css';

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
    <div className={styles.empty}>
      <h3>{text.empty.title}</h3>
      <p>
        {text.empty.text} <a href={`#${APPLY_ANCHOR}`}>{text.empty.link}</a>
      </p>
    </div>
  );
  return (
    <Section
      id={POSITIONS_ANCHOR}
      headingId="posizioni-titolo"
      title={text.title}
      intro={open.length > 0 ? text.intro : undefined}
    >
      <div className={styles.list}>
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
      </div>
    </Section>
  );
}

function PositionCard({ position }: { position: Position }) {
  const { positions: text } = careers;
  return (
    <CardItem as="article" accent="gold" className={styles.card}>
      <h3>
        <SiteLink href={positionPath(position.slug)}>{position.title}</SiteLink>
      </h3>
      <IconList layout="row">
        <li>
          <MapPin size={18} aria-hidden="true" /> {positionPlace(position, company.address.city)}
        </li>
        <li>{positionTerms(position)}</li>
      </IconList>
      <p className={styles.dates}>
        {text.posted} {italianDay(position.datePosted)}
        {position.validThrough ? ` · ${text.closes} ${italianDay(position.validThrough)}` : null}
      </p>
    </CardItem>
  );
}
