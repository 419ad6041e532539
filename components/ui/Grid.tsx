import type { ComponentPropsWithRef, ComponentType } from 'react';
import { cx } from './cx';
import styles from './Grid.module.css';

const twoFromClass = { sm: styles.twoFromSm, md: styles.twoFromMd } as const;

type CardGridProps = ComponentPropsWithRef<'ul'> & {
  /** `ol` for a sequence (steps, phases). */
  as?: 'ul' | 'ol';
  /** Columns from 1024 px. */
  $columns?: 2 | 3 | 4 | 5;
  /** Two columns from 600 px (`sm`) or 768 px (`md`) until the `$columns`; `false`: one column until then. */
  $twoFrom?: 'sm' | 'md' | false;
  /**
   * The phone's one column written out (`grid-template-columns: 1fr`), as CardGrid always had it;
   * `false` leaves it implicit (`none`), as the step and point lists always had it. Same pixels,
   * different computed value.
   */
  $phoneColumn?: boolean;
};

/** A list laid out on the 12-column idea: one column on a phone, then 2, then `$columns`. */
export function CardGrid({
  as: Tag = 'ul',
  $columns = 3,
  $twoFrom = 'sm',
  $phoneColumn = true,
  className,
  ...props
}: CardGridProps) {
  // An ol takes every attribute a ul takes; typed as ul so that a ul's ref stays welcome.
  const List = Tag as 'ul';
  return (
    <List
      className={cx(
        styles.cardGrid,
        $phoneColumn && styles.phoneColumn,
        $twoFrom && twoFromClass[$twoFrom],
        styles[`columns${$columns}`],
        className,
      )}
      {...props}
    />
  );
}

const ratioClass = {
  '1:1': styles.ratio1to1,
  '1:2': styles.ratio1to2,
  '2:1': styles.ratio2to1,
  '5:6': styles.ratio5to6,
} as const;
const plainFrClass = {
  '2:1': styles.plain2to1,
  '3:2': styles.plain3to2,
  '7:5': styles.plain7to5,
  '5:7': styles.plain5to7,
  auto: styles.plainAuto,
} as const;
const gapClass = { xl: styles.gapXl, 'xl-xxl': styles.gapXlXxl, 'lg-xxl': styles.gapLgXxl } as const;
const alignClass = { start: styles.alignStart, center: styles.alignCenter, stretch: undefined } as const;

/**
 * `ratio`: the columns' widths from 1024 px, first to second. As `minmax(0, Nfr)` tracks the ratio
 * holds whatever the content; with `plainFr`, as plain `Nfr` tracks, a column grows to its
 * content's narrowest width (a button that does not wrap), and `auto` is `1fr auto`.
 */
type Tracks =
  { ratio?: keyof typeof ratioClass; plainFr?: false } | { ratio: keyof typeof plainFrClass; plainFr: true };

type TwoColumnsProps = ComponentPropsWithRef<'div'> &
  Tracks & {
    /** `Container` for a grid that is also the band's centred container. */
    as?: 'div' | ComponentType<ComponentPropsWithRef<'div'>>;
    /** The gap; after a dash, the gap from 1024 px. */
    gap?: keyof typeof gapClass;
    /** The items' vertical alignment; `stretch` is the grid's own default (no rule). */
    align?: keyof typeof alignClass;
  };

/** The page's two columns: one column on a phone, two of `ratio` from 1024 px. */
export function TwoColumns({ as: Tag = 'div', gap = 'xl-xxl', align = 'start', className, ...props }: TwoColumnsProps) {
  const { ratio, plainFr, ...rest } = props;
  const tracks = plainFr ? plainFrClass[ratio] : ratioClass[ratio ?? '1:1'];
  return <Tag className={cx(styles.twoColumns, gapClass[gap], alignClass[align], tracks, className)} {...rest} />;
}
