import type { ReactNode } from 'react';
import { Container } from './Container';
import { cx } from './cx';
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
  const columns = cx(
    styles.columns,
    proportion === 'even' ? styles.even : side === 'end' ? styles.wideTextEnd : styles.wideTextStart,
    align === 'center' && styles.center,
  );
  const content = (
    <>
      {side === 'start' ? figure : null}
      <div className={bodyClassName}>{children}</div>
      {side === 'end' ? figure : null}
    </>
  );
  if (headingId === undefined) return <div className={cx(columns, className)}>{content}</div>;
  return (
    // data-tone="navy" turns the heading, eyebrow and focus ring light; a warm band has no attribute.
    <section
      className={cx(styles.band, styles[tone], className)}
      aria-labelledby={headingId}
      data-tone={tone === 'navy' ? tone : undefined}
    >
      <Container className={columns}>{content}</Container>
    </section>
  );
}
