import { ChevronRight } from '@/components/icons';
import { Container } from './Container';
import { pages } from '@/content/pages';
import { breadcrumbName, type Crumb } from '@/lib/structuredData';
import { SiteLink } from './SiteLink';
import styles from './Breadcrumbs.module.css';

/**
 * The visible trail above a deep page's hero (Home › Servizi › page, Home › Gielle Rental ›
 * category › vehicle). `trail` is what follows Home, as for BreadcrumbTrailJsonLd, which gets
 * the same steps less any that is only a view of a page (the vehicle's category: see
 * VehicleBreadcrumbs). The last step is the page itself: plain text with aria-current.
 */
export function Breadcrumbs({ trail: afterHome, label }: { trail: readonly Crumb[]; label: string }) {
  const trail = [{ name: breadcrumbName('home'), path: pages.home.path }, ...afterHome];
  return (
    <nav className={styles.bar} aria-label={label}>
      <Container>
        <ol>
          {trail.map((crumb, index) => (
            <li key={crumb.path}>
              {index > 0 ? <ChevronRight size={16} aria-hidden="true" /> : null}
              {index === trail.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <SiteLink href={crumb.path}>{crumb.name}</SiteLink>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </nav>
  );
}
