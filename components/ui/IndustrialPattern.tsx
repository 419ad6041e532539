import { tokens } from '@/components/theme/tokens';
import styles from './IndustrialPattern.module.css';

/** Decorative abstract pattern (girders and a gear arc) drawn in SVG: no photograph needed. */
export function IndustrialPattern() {
  return (
    <svg
      className={styles.svg}
      viewBox="0 0 600 400"
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <g fill="none" stroke={tokens.color.goldBright} strokeWidth="2" opacity="0.22">
        <circle cx="520" cy="80" r="150" />
        <circle cx="520" cy="80" r="110" strokeDasharray="14 10" />
        <path d="M300 400 L420 170 L540 400 M340 323 L500 323 M380 247 L460 247" />
        <path d="M360 400 L420 285 L480 400" />
      </g>
      <g stroke={tokens.color.onNavy} strokeWidth="1" opacity="0.08">
        <path d="M0 360 H600 M0 320 H600 M0 280 H600" />
      </g>
    </svg>
  );
}
