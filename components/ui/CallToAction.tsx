import type { ReactNode } from 'react';
import { Container } from './Container';
import styles from './CallToAction.module.css';

interface CallToActionProps {
  headingId: string;
  title: string;
  text: ReactNode;
  /** One or more ButtonLink elements. */
  actions: ReactNode;
}

/**
 * The closing band most pages end with: a heading, a sentence and the next step. The same few
 * words on many pages, so the site search leaves it out of what it indexes (docs/search.md).
 */
export function CallToAction({ headingId, title, text, actions }: CallToActionProps) {
  return (
    <section className={styles.band} aria-labelledby={headingId} data-tone="navy" data-pagefind-ignore="">
      <Container className={styles.inner}>
        <div>
          <h2 className={styles.title} id={headingId}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>{actions}</div>
      </Container>
    </section>
  );
}
