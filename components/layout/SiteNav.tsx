import { Menu, ShoppingCart, X } from 'lucide-react';
import type { NavEntry } from '@/content/types';
import { SiteNavMenu } from './SiteNavMenu';

/**
 * Main navigation: inline on desktop, behind a toggle on small screens. With scripts off the
 * toggle could do nothing, so small screens show the links themselves, wrapped under the logo.
 * The icons are drawn here, on the server, and handed to the island as markup: lucide's icon
 * code then stays out of the script every page loads (README, "Performance choices").
 */
export function SiteNav({ entries }: { entries: readonly NavEntry[] }) {
  return (
    <SiteNavMenu
      entries={entries}
      icons={{
        menu: <Menu size={22} aria-hidden="true" />,
        close: <X size={22} aria-hidden="true" />,
        cart: <ShoppingCart size={18} aria-hidden="true" />,
      }}
    />
  );
}
