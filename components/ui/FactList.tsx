import type { ComponentPropsWithoutRef, ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import styles from './FactList.module.css';

/**
 * How the terms sit by their values:
 * - stacked: term over value in one column, on a navy FactPanel (a position's facts);
 * - columns: term over value, two columns from 600 px (contact details);
 * - row: side by side in a wrapping row, under a hero's lead (a news item's date and place);
 * - table: term beside value in ruled rows (a vehicle's specs);
 * - inline: "term: value" on a line each, on the navy footer (company details).
 */
export type FactListLayout = 'stacked' | 'columns' | 'row' | 'table' | 'inline';

/** Facts as term and value (<dl>), each pair a Fact. */
export function FactList({ layout, className, ...props }: ComponentPropsWithRef<'dl'> & { layout: FactListLayout }) {
  return <dl className={cx(styles.list, styles[layout], className)} {...props} />;
}

/** One term and its value; other attributes go on the value (<dd>). */
export function Fact({ term, children, ...value }: { term: ReactNode } & ComponentPropsWithoutRef<'dd'>) {
  return (
    <div>
      <dt>{term}</dt>
      <dd {...value}>{children}</dd>
    </div>
  );
}

/**
 * Big figures, each value large above its short label (the <dt> stays first, as a <dl> needs); each pair a Fact:
 * - band: centred straight on a navy band, gold values (the rental figures strip);
 * - navyTiles: navy tiles on a light section, white values (the about page's site);
 * - deepTiles: deep-navy tiles ruled gold on top, on a navy section; smaller values that do not wrap (PunchOut);
 * - warmTiles: warm tiles ruled gold on the left, on a light section; navy values (the service centre).
 * The caller places the list (its columns, its outer margin) through className.
 */
export type FiguresVariant = 'band' | 'navyTiles' | 'deepTiles' | 'warmTiles';

export function Figures({ variant, className, ...props }: ComponentPropsWithRef<'dl'> & { variant: FiguresVariant }) {
  return <dl className={cx(styles.list, styles.figures, styles[variant], className)} {...props} />;
}

/**
 * Short facts as a list, an icon (optional) before each item's words: a wrapping row (a position's
 * place and terms) or a column (the footer's contacts, a solution's details), whose caller colours the icons.
 */
export function IconList({ layout, className, ...props }: ComponentPropsWithRef<'ul'> & { layout: 'row' | 'column' }) {
  return (
    <ul className={cx(styles.iconList, layout === 'row' ? styles.iconRow : styles.iconColumn, className)} {...props} />
  );
}

/** The navy card of a position's facts (PositionPage) or of the steps to apply (ApplySection): its h3, then what follows. */
export function FactPanel({
  headingId,
  title,
  muted = false,
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  /** Text in the softer light colour (the heading stays bright). */
  muted?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <aside className={cx(styles.panel, muted && styles.mutedPanel, className)} aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
    </aside>
  );
}
