import { SiteLink } from '@/components/ui/SiteLink';
import { tokens } from '@/components/theme/tokens';
import { company } from '@/content/company';
import styles from './Logo.module.css';

/** Wordmark drawn as SVG: crisp at any size, no image request. Larger on desktop. */
export function Logo() {
  return (
    <SiteLink className={styles.homeLink} href="/" aria-label={`${company.brand}, vai alla home`}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="8" fill="currentColor" />
        <path d="M28 14.5a10 10 0 1 0 1.6 8.5H20v-4h13.5" fill="none" stroke={tokens.color.gold} strokeWidth="4" />
      </svg>
      <span className={styles.word} aria-hidden="true">
        {company.brand}
      </span>
    </SiteLink>
  );
}
