import type { ReactNode } from 'react';
import { Check, ChevronDown } from '@/components/icons';
import { IconBadge } from '@/components/ui/Card';
import { IconList } from '@/components/ui/FactList';
import { CardGrid } from '@/components/ui/Grid';
import { SiteImage } from '@/components/ui/SiteImage';
import styles from './SolutionAccordion.module.css';

export interface SolutionItem {
  id: string;
  title: string;
  description: string;
  details: readonly string[];
  image: string;
  /** The icon, rendered on the server. */
  icon: ReactNode;
}

/** One group: the browser keeps one card open at a time. */
const GROUP = 'eprocurement-soluzioni';

/**
 * The three solution cards as native disclosures: each card's summary (icon, title, description)
 * opens its details; the shared `name` keeps one open at a time and activating the open one
 * closes it (docs/product.md, "Behaviour"), with or without scripts. The summary is named by all it shows,
 * title and description (WCAG 2.5.3: a voice user may say any of the words they see).
 */
export function SolutionAccordion({ items, detailsLabel }: { items: readonly SolutionItem[]; detailsLabel: string }) {
  return (
    <CardGrid $columns={3} $twoFrom={false} $phoneColumn={false} className={styles.cards}>
      {items.map((item) => {
        const titleId = `soluzione-${item.id}`;
        return (
          <li key={item.id} className={styles.card}>
            <details name={GROUP}>
              <summary>
                <IconBadge>{item.icon}</IconBadge>
                <h3 id={titleId} className={styles.heading}>
                  {item.title}
                </h3>
                <ChevronDown className={styles.chevron} size={24} aria-hidden="true" />
                <span className={styles.description}>{item.description}</span>
              </summary>
              <section className={styles.panel} aria-labelledby={titleId}>
                <SiteImage src={item.image} alt="" width={400} height={200} />
                <h4 className={styles.detailsTitle}>{detailsLabel}</h4>
                <IconList layout="column" className={styles.details}>
                  {item.details.map((detail) => (
                    <li key={detail}>
                      <Check size={18} aria-hidden="true" />
                      {detail}
                    </li>
                  ))}
                </IconList>
              </section>
            </details>
          </li>
        );
      })}
    </CardGrid>
  );
}
