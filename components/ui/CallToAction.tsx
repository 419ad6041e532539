import type { ReactNode } from 'react';
import { Container } from './Container';
import { TwoColumns } from './Grid';
import { Heading } from './Heading';
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
      <TwoColumns as={Container} ratio="2:1" plainFr gap="xl" align="center">
        <div>
          <Heading id={headingId} title={title} lead={text} steadyLead />
        </div>
        <div className={styles.actions}>{actions}</div>
      </TwoColumns>
    </section>
  );
}
