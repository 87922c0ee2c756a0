import type { ReactNode } from 'react';
import styles from './MegaMenu.module.css';

/**
 * A mega-menu entry (Products, Templates), server markup only: a <details> whose summary opens and
 * closes it by click, Enter or Space; the menus share a name, so one opening closes the other. On
 * wide screens with a pointer that hovers, hovering the entry shows the panel (CSS), which drops
 * below the header bar; inside the open mobile menu it unfolds in place. HeaderIsland opens it when
 * the keyboard brings focus to its summary and closes it on Escape, when focus or a click goes
 * elsewhere and when the mouse leaves it.
 */
export function MegaMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    // mega, mega-toggle, mega-panel: stable class names beside the module's generated ones.
    <li className={`${styles.item} mega`}>
      <details name="mega-menu" className={styles.details}>
        <summary className={`${styles.toggle} mega-toggle`}>
          {label}
          <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="m4 6 4 4 4-4" />
          </svg>
        </summary>
        <div className={`${styles.panel} mega-panel`}>{children}</div>
      </details>
    </li>
  );
}
