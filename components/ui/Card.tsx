import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '@/components/icons';
import type { IconName } from '@/content/types';
import { cx } from './cx';
import styles from './Card.module.css';

/** A card's colour: the 4 px rule along its top (CardItem) and its icon badge's fill (IconBadge). */
export type CardAccent = 'navy' | 'gold' | 'anthracite' | 'steel';

const accentClass = {
  navy: styles.accentNavy,
  gold: styles.accentGold,
  anthracite: styles.accentAnthracite,
  steel: styles.accentSteel,
} as const;

const sizeClass = { 48: undefined, 52: styles.size52, 56: styles.size56, 64: styles.size64 } as const;

interface FeatureCardProps {
  icon?: IconName;
  /** Text, or a link when the card leads to a page. */
  title: ReactNode;
  /** Heading level inside its section. */
  as?: 'h3' | 'h4';
  children: ReactNode;
}

/** A card with an icon badge, a heading and body text; rendered as a list item of a CardGrid. */
export function FeatureCard({ icon, title, as = 'h3', children }: FeatureCardProps) {
  return (
    <CardItem>
      {icon ? (
        <IconBadge>
          <Icon name={icon} size={24} />
        </IconBadge>
      ) : null}
      <CardTitle as={as}>{title}</CardTitle>
      <CardBody>{children}</CardBody>
    </CardItem>
  );
}

type CardItemProps = ComponentPropsWithRef<'li'> & {
  /** `article` for a card that stands alone rather than as an item of a CardGrid. */
  as?: 'li' | 'article';
  /** The 4 px rule along the card's top. */
  accent?: CardAccent;
  /** No padding: the card's picture (CardMedia) runs to its edges and its body pads itself. */
  flush?: boolean;
};

/** The card: white, ruled, rounded and shadowed; a column of badge, title and text. */
export function CardItem({ as: Tag = 'li', accent, flush = false, className, ...props }: CardItemProps) {
  return (
    <Tag
      className={cx(styles.cardItem, flush ? styles.flush : styles.padded, accent && accentClass[accent], className)}
      {...props}
    />
  );
}

type IconBadgeProps = ComponentPropsWithRef<'span'> & {
  /** Side in px. */
  size?: keyof typeof sizeClass;
  tone?: CardAccent;
  /** Straddling the bottom edge of the card's picture (CardMedia). */
  onMedia?: boolean;
};

/** The square badge holding a card's icon (its child), hidden from assistive technology. */
export function IconBadge({ size = 48, tone = 'navy', onMedia = false, className, ...props }: IconBadgeProps) {
  return (
    <span
      className={cx(styles.badge, sizeClass[size], styles[tone], onMedia && styles.onMedia, className)}
      aria-hidden="true"
      {...props}
    />
  );
}

/** A flush card's picture, edge to edge at 2:1, holding an IconBadge `onMedia`. */
export function CardMedia({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.media, className)} {...props} />;
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export function CardTitle({ as: Tag = 'h3', className, ...props }: ComponentPropsWithRef<'h3'> & { as?: HeadingTag }) {
  return <Tag className={cx(styles.cardTitle, className)} {...props} />;
}

export function CardBody({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.cardBody, className)} {...props} />;
}

/** A card's one paragraph, when it needs no CardBody around it. */
export function CardText({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return <p className={cx(styles.cardText, className)} {...props} />;
}
