import styles from '../feedback/StatusPage.module.css';

/**
 * The 404 illustration: a stack of documents whose top page has lost its content, under a
 * magnifying glass with a question mark. Decorative (the heading says what happened); coloured by
 * the tokens through the module's classes.
 */
export function NotFoundIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 400 340" aria-hidden="true" focusable="false">
      <circle className={styles.glow} cx="200" cy="172" r="150" />
      <circle className={styles.dot} cx="62" cy="92" r="7" />
      <circle className={styles.dotBrand} cx="340" cy="74" r="5" />
      <path className={styles.spark} d="M338 250v16M330 258h16" />
      <path className={styles.spark} d="M74 258v12M68 264h12" />
      {/* Back sheets, fanned out. */}
      <rect
        className={styles.sheetBack}
        x="110"
        y="62"
        width="160"
        height="212"
        rx="12"
        transform="rotate(-12 190 168)"
      />
      <rect
        className={styles.sheetMid}
        x="118"
        y="56"
        width="160"
        height="212"
        rx="12"
        transform="rotate(-4 198 162)"
      />
      {/* The front page with its folded corner. */}
      <path
        className={styles.sheetFront}
        d="M142 48h100l40 40v172a12 12 0 0 1-12 12H142a12 12 0 0 1-12-12V60a12 12 0 0 1 12-12Z"
      />
      <path className={styles.fold} d="M242 48v28a12 12 0 0 0 12 12h28Z" />
      <rect className={styles.titleBar} x="150" y="74" width="70" height="12" rx="6" />
      <rect className={styles.line} x="150" y="102" width="112" height="8" rx="4" />
      <rect className={styles.line} x="150" y="120" width="96" height="8" rx="4" />
      {/* The missing part of the page. */}
      <rect className={styles.gap} x="150" y="146" width="112" height="62" rx="8" />
      <rect className={styles.line} x="150" y="224" width="104" height="8" rx="4" />
      <rect className={styles.line} x="150" y="242" width="72" height="8" rx="4" />
      {/* Magnifying glass with a question mark. */}
      <path className={styles.handle} d="M300 250l38 38" />
      <circle className={styles.lens} cx="268" cy="216" r="46" />
      <path className={styles.question} d="M254 204a14 14 0 1 1 20 12.6c-4 2-6 4.6-6 8.4v3" />
      <circle className={styles.questionDot} cx="268" cy="240" r="4.5" />
    </svg>
  );
}
