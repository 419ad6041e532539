import { Container } from '@/components/ui/Container';
import { mainNav } from '@/content/navigation';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { SiteNav } from './SiteNav';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  return (
    <header className={styles.bar}>
      <Container className={styles.inner}>
        <Logo />
        <SiteNav entries={mainNav} />
        <HeaderSearch />
      </Container>
    </header>
  );
}
