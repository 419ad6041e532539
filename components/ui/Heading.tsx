import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Heading.module.css';

interface HeadingProps {
  /** 1: the page's only H1, in its hero (PageHero); 2: a section's or band's heading. */
  level?: 1 | 2;
  /** The heading's id, which names its region. */
  id?: string;
  title: ReactNode;
  /** The short uppercase line above the title. */
  eyebrow?: ReactNode;
  /** The paragraph under the title. */
  lead?: ReactNode;
  /** The lead keeps its size from 768 px up instead of growing (CallToAction). */
  steadyLead?: boolean;
}

/**
 * A heading with its optional eyebrow above and lead paragraph under, as sibling elements: the
 * caller chooses the box around them (Section's header, PageHero's column, CallToAction's text).
 * On a navy band (an ancestor with data-tone="navy") the colours turn light.
 */
export function Heading({ level = 2, id, title, eyebrow, lead, steadyLead = false }: HeadingProps) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Title className={cx(styles.title, level === 1 && styles.pageTitle)} id={id}>
        {title}
      </Title>
      {lead ? (
        <p className={cx(styles.lead, level === 1 && styles.pageLead, !steadyLead && styles.growingLead)}>{lead}</p>
      ) : null}
    </>
  );
}

/** The short uppercase line above a heading. */
export function Eyebrow({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return <p className={cx(styles.eyebrow, className)} {...props} />;
}

/** Paragraphs of lead text at reading width, under a section's heading (CareersIntro, PositionPage). */
export function LeadText({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <div className={cx(styles.leadText, className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
