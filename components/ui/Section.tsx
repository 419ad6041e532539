import type { ReactNode } from 'react';
import { Container } from './Container';
import { Heading } from './Heading';
import styles from './Section.module.css';

type Tone = 'plain' | 'warm' | 'navy';

interface SectionProps {
  /** id of the section's heading, so the region is named by it. */
  headingId: string;
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: Tone;
  id?: string;
  children?: ReactNode;
}

/** A page section with exactly one heading (every section has one clear heading: docs/product.md, "Visual brief"). */
export function Section({ headingId, title, eyebrow, intro, tone = 'plain', id, children }: SectionProps) {
  return (
    <section className={styles.band} aria-labelledby={headingId} id={id} data-tone={tone}>
      <Container>
        <div className={styles.header}>
          <Heading id={headingId} title={title} eyebrow={eyebrow} lead={intro} />
        </div>
        {children}
      </Container>
    </section>
  );
}
