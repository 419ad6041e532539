import type { ReactNode } from 'react';
import { ButtonRow } from './Button';
import { Container } from './Container';
import { Heading } from './Heading';
import { IndustrialPattern } from './IndustrialPattern';
import styles from './PageHero.module.css';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Extra content under the actions (e.g. a search box). */
  children?: ReactNode;
}

/** The navy opening band of an inner page, carrying its only H1. */
export function PageHero({ eyebrow, title, lead, actions, children }: PageHeroProps) {
  return (
    <div className={styles.band} data-tone="navy">
      <IndustrialPattern />
      <Container className={styles.inner}>
        <Heading level={1} title={title} eyebrow={eyebrow} lead={lead} />
        {actions ? <ButtonRow>{actions}</ButtonRow> : null}
        {children}
      </Container>
    </div>
  );
}
