import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Container } from './Container';
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
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h2 className={styles.title} id={headingId}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {children}
      </Container>
    </section>
  );
}

export function Eyebrow({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return <p className={className ? `${styles.eyebrow} ${className}` : styles.eyebrow} {...props} />;
}
