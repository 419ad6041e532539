import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '@/components/icons';
import type { IconName } from '@/content/types';
import styles from './Card.module.css';

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
        <span className={styles.badge} aria-hidden="true">
          <Icon name={icon} size={24} />
        </span>
      ) : null}
      <CardTitle as={as}>{title}</CardTitle>
      <CardBody>{children}</CardBody>
    </CardItem>
  );
}

export function CardItem({ className, ...props }: ComponentPropsWithRef<'li'>) {
  return <li className={className ? `${styles.cardItem} ${className}` : styles.cardItem} {...props} />;
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export function CardTitle({ as: Tag = 'h3', className, ...props }: ComponentPropsWithRef<'h3'> & { as?: HeadingTag }) {
  return <Tag className={className ? `${styles.cardTitle} ${className}` : styles.cardTitle} {...props} />;
}

export function CardBody({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={className ? `${styles.cardBody} ${className}` : styles.cardBody} {...props} />;
}
