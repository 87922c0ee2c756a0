import styles from './Logo.module.css';

/**
 * The document-stack mark: three sheets fanned out, the front one with a folded corner and lines of
 * text. Decorative: the product name beside it is the logo's accessible text.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={`${styles.mark} ${className ?? ''}`} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect
        className={styles.sheetBack}
        x="2.5"
        y="7.5"
        width="15"
        height="20"
        rx="3"
        transform="rotate(-16 10 17.5)"
      />
      <rect className={styles.sheetMiddle} x="6.5" y="5" width="15" height="20" rx="3" transform="rotate(-7 14 15)" />
      <path className={styles.sheetFront} d="M15 3h8.5L29 8.5V26a3 3 0 0 1-3 3H15a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3Z" />
      <path className={styles.fold} d="M23.5 3v3.5a2 2 0 0 0 2 2H29Z" />
      <path className={styles.lines} d="M16 14.5h9M16 18.5h9M16 22.5h5.5" />
    </svg>
  );
}

/**
 * The Paperwise logo: the mark and the product name (from the site settings) as the wordmark, with
 * its trademark sign. `tone`: 'inverse' on dark bands. The caller wraps it in its link.
 */
export function Logo({ name, tone = 'default' }: { name: string; tone?: 'default' | 'inverse' }) {
  return (
    <span className={styles.logo} data-tone={tone}>
      <LogoMark />
      <span className={styles.word}>
        {name}
        <span className={styles.tm} aria-hidden="true">
          ™
        </span>
      </span>
    </span>
  );
}
