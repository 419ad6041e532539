import { Menu, ShoppingCart, X } from '@/components/icons';
import type { NavEntry } from '@/content/types';
import { SiteNavMenu } from './SiteNavMenu';
import styles from './SiteNav.module.css';

/**
 * Main navigation: inline on desktop, behind a toggle on small screens. With scripts off the
 * toggle could do nothing, so small screens show the links themselves, wrapped under the logo.
 * The icons and all the styles are here, on the server; the island (SiteNavMenu) renders only the
 * toggle and the list, so the script every page loads carries neither icon code nor CSS
 * (docs/performance.md, "How the pages stay small").
 */
export function SiteNav({ entries }: { entries: readonly NavEntry[] }) {
  return (
    <nav className={styles.nav} aria-label="Navigazione principale">
      <SiteNavMenu
        entries={entries}
        icons={{
          menu: <Menu size={22} aria-hidden="true" />,
          close: <X size={22} aria-hidden="true" />,
          cart: <ShoppingCart size={18} aria-hidden="true" />,
        }}
      />
    </nav>
  );
}
