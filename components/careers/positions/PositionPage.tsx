import type { ReactNode } from 'react';
import { ButtonLink, ButtonRow } from '@/components/ui/Button';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { CallToAction } from '@/components/ui/CallToAction';
import { Fact, FactList, FactPanel } from '@/components/ui/FactList';
import { TwoColumns } from '@/components/ui/Grid';
import { LeadText } from '@/components/ui/Heading';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { BreadcrumbTrailJsonLd, JsonLd } from '@/components/seo/JsonLd';
import { careers } from '@/content/careers';
import { company } from '@/content/company';
import { pages } from '@/content/pages';
import { positionPath, type Position } from '@/content/positions';
import { descriptionParagraphs, jobPostingJsonLd, POSITION_LIST_TITLES } from '@/lib/jobPosting';
import { positionPayText, positionPlace, positionTerms } from '@/lib/positionMeta';
import { applyHref, APPLY_ANCHOR, italianDay } from '@/lib/positions';
import { breadcrumbName } from '@/lib/structuredData';
import { OpenUntil } from './OpenByDate';
import { POSITIONS_ANCHOR } from './PositionListing';
import styles from './PositionPage.module.css';

/**
 * A position's page, /lavora-con-noi/<slug> (app/lavora-con-noi/[[...posizione]]/page.tsx). Open
 * on the day of the build: the facts, the texts, "Candidati" and Google's JobPosting; should it
 * close before the next build, the visitor's browser shows the closed notice in place of
 * "Candidati". Closed at the build (its date passed, or its switch "Posizione chiusa" on): the
 * notice, no JobPosting, and noindex (its metadata).
 */
export function PositionPage({ position, open }: { position: Position; open: boolean }) {
  const text = careers.position;
  const trail = [
    { name: breadcrumbName('careers'), path: pages.careers.path },
    { name: position.title, path: positionPath(position.slug) },
  ];
  // Closed by its switch: the notice with no day, shown at once (the build has closed it).
  const notice = position.closed ? (
    <ClosedNotice />
  ) : position.validThrough ? (
    <ClosedNotice closedOn={position.validThrough} />
  ) : null;
  // Shown while open; between builds, the island swaps it for the notice once the closing day has passed.
  const whileOpen = (content: ReactNode, closed: ReactNode = null) =>
    position.validThrough ? (
      <OpenUntil validThrough={position.validThrough} closed={closed}>
        {content}
      </OpenUntil>
    ) : (
      content
    );
  const apply = <ButtonLink href={applyHref(position.slug)}>{text.apply}</ButtonLink>;
  return (
    <>
      <BreadcrumbTrailJsonLd trail={trail} />
      {open ? <JsonLd data={jobPostingJsonLd(position)} /> : null}
      <Breadcrumbs trail={trail} label={text.breadcrumbLabel} />
      <PageHero
        eyebrow={open ? text.eyebrowOpen : text.eyebrowClosed}
        title={position.title}
        lead={`${positionPlace(position, company.address.city)} · ${positionTerms(position)}`}
        actions={open ? whileOpen(apply) : undefined}
      />
      {open ? whileOpen(null, notice) : notice}
      <Section headingId="posizione-descrizione" title={text.descriptionTitle}>
        <TwoColumns ratio="2:1" gap="xl">
          <LeadText paragraphs={descriptionParagraphs(position.description)} />
          <FactPanel headingId="posizione-in-breve" title={text.summaryTitle}>
            <FactList layout="stacked">
              <Fact term={text.facts.place}>{positionPlace(position, company.address.city)}</Fact>
              <Fact term={text.facts.terms}>{positionTerms(position)}</Fact>
              {position.startDate ? <Fact term={text.facts.start}>{italianDay(position.startDate)}</Fact> : null}
              {position.pay ? <Fact term={text.facts.pay}>{positionPayText(position.pay)}</Fact> : null}
              <Fact term={text.facts.posted}>{italianDay(position.datePosted)}</Fact>
              {position.validThrough && !position.closed ? (
                <Fact term={text.facts.closes}>{italianDay(position.validThrough)}</Fact>
              ) : null}
            </FactList>
          </FactPanel>
        </TwoColumns>
      </Section>
      <Section headingId="posizione-dettagli" title={text.detailsTitle} tone="warm">
        <div className={styles.lists}>
          {(['tasks', 'requirements', 'offer'] as const).map((list) => (
            <div key={list}>
              <h3>{POSITION_LIST_TITLES[list]}</h3>
              <ul>
                {position[list].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
      {open
        ? whileOpen(
            <CallToAction
              headingId="posizione-candidati"
              title={text.applyBand.title}
              text={text.applyBand.text}
              actions={apply}
            />,
          )
        : null}
    </>
  );
}

/** The notice of a closed position, with the way on: the open positions and the spontaneous application. */
function ClosedNotice({ closedOn }: { closedOn?: string }) {
  const text = careers.position.closed;
  return (
    <section className={styles.notice} aria-labelledby="posizione-chiusa">
      <div>
        <h2 id="posizione-chiusa">{text.title}</h2>
        <p>{text.text(closedOn ? italianDay(closedOn) : undefined)}</p>
        <ButtonRow>
          <ButtonLink href={`${pages.careers.path}#${POSITIONS_ANCHOR}`} variant="secondary">
            {text.openPositions}
          </ButtonLink>
          <ButtonLink href={`${pages.careers.path}#${APPLY_ANCHOR}`} variant="ghost">
            {text.spontaneous}
          </ButtonLink>
        </ButtonRow>
      </div>
    </section>
  );
}
