import type { ReactNode } from 'react';
import { Container } from './Container';
import { cx } from './cx';
import { TwoColumns } from './Grid';
import styles from './MediaBand.module.css';

const frameClass = {
  /** Rounded, with the card shadow. */
  card: styles.card,
  /** As card, with navy under a photo while it loads. */
  photo: styles.photo,
  /** Rounded, with a thin navy outline (on a navy band). */
  outline: styles.outline,
  /** A white padded tile with a raised shadow, the picture's own corners rounded (a logo). */
  tile: styles.tile,
} as const;

interface ColumnsProps {
  /** The picture (a SiteImage), shown full width of its column. */
  media: ReactNode;
  frame: keyof typeof frameClass;
  /** Which side the picture takes; `start` also puts it first on a phone. */
  side?: 'start' | 'end';
  /** From 1024 px: two equal columns, or 7 : 5 for the text. */
  proportion?: 'even' | 'wideText';
  /** The columns' vertical alignment. */
  align?: 'start' | 'center';
  /** On the text column. */
  bodyClassName?: string;
  className?: string;
  /** The text column: heading, text, lists, actions. */
  children: ReactNode;
}

interface BandProps {
  /** id of the heading among the children, which names the band. */
  headingId: string;
  tone: 'warm' | 'navy';
}

type MediaBandProps = ColumnsProps & (BandProps | { headingId?: undefined; tone?: undefined });

/**
 * Words on one side, a picture on the other, one column on a phone. With `headingId` and `tone`
 * it is a band of its own (a section with its container); without, the two columns inside a
 * Section that already carries the heading.
 */
export function MediaBand({
  media,
  frame,
  side = 'end',
  proportion = 'even',
  align = 'start',
  bodyClassName,
  className,
  children,
  headingId,
  tone,
}: MediaBandProps) {
  const figure = <div className={cx(styles.media, frameClass[frame])}>{media}</div>;
  // The page's two columns (Grid.tsx): from 1024 px even, or 7 : 5 for the text on its side.
  const tracks =
    proportion === 'even'
      ? ({ ratio: '1:1' } as const)
      : ({ ratio: side === 'end' ? '7:5' : '5:7', plainFr: true } as const);
  const alone = headingId === undefined;
  const columns = (
    <TwoColumns as={alone ? 'div' : Container} {...tracks} align={align} className={alone ? className : undefined}>
      {side === 'start' ? figure : null}
      <div className={bodyClassName}>{children}</div>
      {side === 'end' ? figure : null}
    </TwoColumns>
  );
  if (alone) return columns;
  return (
    // data-tone="navy" turns the heading, eyebrow and focus ring light; a warm band has no attribute.
    <section
      className={cx(styles.band, styles[tone], className)}
      aria-labelledby={headingId}
      data-tone={tone === 'navy' ? tone : undefined}
    >
      {columns}
    </section>
  );
}
