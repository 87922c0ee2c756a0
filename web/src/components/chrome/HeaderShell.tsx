import type { ReactNode } from 'react';
import styles from './Header.module.css';
import type { HeaderKind } from './header-rules';
import { HeaderIsland } from './HeaderIsland';

interface HeaderShellProps {
  kind: HeaderKind;
  brand: ReactNode;
  menu: ReactNode;
  labels: { open: string; close: string; navigation: string };
}

/**
 * Every header's frame, server markup only: the bar, the mobile menu's button and the navigation.
 * Below the header's last breakpoint the navigation is a popover the button opens (the browser
 * closes it on Escape and on a click outside); above it, the same element is laid out in the bar
 * (Header.module.css). HeaderIsland adds what needs a script: the scroll look, the button's state,
 * closing on a route change or a new width, the mega menus' keyboard and pointer rules.
 */
export function HeaderShell({ kind, brand, menu, labels }: HeaderShellProps) {
  // Stable hooks beside the module classes, for tests and other code: site-header and
  // header-{kind} on the header, menu-toggle on the button, the id header-menu on the navigation.
  // The server draws the top of the page: no scroll look yet, Try for free outlined.
  return (
    <header className={`${styles.header} ${styles[kind]} site-header header-${kind}`} data-try-outlined="">
      <div className={styles.bar}>
        {brand}
        <button
          type="button"
          className={`${styles.toggle} menu-toggle`}
          popoverTarget="header-menu"
          aria-expanded="false"
          aria-controls="header-menu"
          aria-label={labels.open}
          data-label-open={labels.open}
          data-label-close={labels.close}
        >
          <span aria-hidden="true" className={styles.toggleIcon} />
        </button>
        <nav id="header-menu" popover="auto" className={styles.menu} aria-label={labels.navigation}>
          {menu}
        </nav>
      </div>
      <HeaderIsland />
    </header>
  );
}
