import { FeatureCard } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
import type { IconName } from '@/content/types';

export interface Feature {
  icon?: IconName;
  /** Unique within the grid (it is the card's key). */
  title: string;
  text: string;
}

/**
 * The cards of a section listing reasons, benefits or highlights: an icon, a short title and one
 * paragraph each. One column on a phone, two on a tablet, `columns` on a computer.
 */
export function FeatureGrid({ items, columns = 3 }: { items: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <CardGrid $columns={columns}>
      {items.map((item) => (
        <FeatureCard key={item.title} icon={item.icon} title={item.title}>
          <p>{item.text}</p>
        </FeatureCard>
      ))}
    </CardGrid>
  );
}
