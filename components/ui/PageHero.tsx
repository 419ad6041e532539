import type { ReactNode } from 'react';
import { Container } from './Container';
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
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {children}
      </Container>
    </div>
  );
}
