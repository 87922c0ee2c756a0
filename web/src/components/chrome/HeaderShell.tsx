'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useGlobalStore } from '@/engine/stores/global';
import styles from './Header.module.css';
import { closesMobileMenuOnResize, type HeaderKind } from './header-rules';
import { getScrollStage, getServerScrollStage, subscribeScroll } from './scroll-store';

interface HeaderShellProps {
  kind: HeaderKind;
  brand: ReactNode;
  menu: ReactNode;
  labels: { open: string; close: string; navigation: string };
}

/**
 * The interactive part of every header: the scroll look (styled once scrolled, Try for free
 * outlined below 500 px), and the mobile menu, closed on route change, on Escape and when the
 * viewport's width changes. The links themselves are rendered on the server.
 */
export function HeaderShell({ kind, brand, menu, labels }: HeaderShellProps) {
  const pathname = usePathname();
  // The mobile menu flag is the global state's, so other parts can close it.
  const open = useGlobalStore((state) => state.mobileMenu);
  const setOpen = useGlobalStore((state) => state.setMobileMenu);
  const stage = useSyncExternalStore(subscribeScroll, getScrollStage, getServerScrollStage);

  // Every route change closes the menu: it belonged to the page that was left.
  useEffect(() => {
    setOpen(false);
  }, [pathname, setOpen]);

  useEffect(() => {
    // The menu closes on resize, but only when the WIDTH changes (header-rules.ts): a
    // phone's on-screen keyboard and its sliding address bar change only the height and must leave
    // it open. innerWidth includes the scrollbar, so the page growing a scrollbar (as an opened
    // menu can make it) is not a resize; pinch-zoom moves the visual viewport, not this one.
    let size = { width: window.innerWidth, height: window.innerHeight };
    const onResize = () => {
      const next = { width: window.innerWidth, height: window.innerHeight };
      if (closesMobileMenuOnResize(size, next)) setOpen(false);
      size = next;
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [setOpen]);

  useEffect(() => {
    // The live-chat button hides while the navigation is open (LiveChatButton.module.css).
    document.documentElement.toggleAttribute('data-menu-open', open);
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  // Stable hooks beside the module classes, for tests and other code: site-header and
  // header-{kind} on the header, menu-toggle on the button, the id header-menu on the navigation.
  return (
    <header
      className={`${styles.header} ${styles[kind]} site-header header-${kind}`}
      data-scrolled={stage !== 'top' ? '' : undefined}
      data-try-outlined={stage !== 'past-threshold' ? '' : undefined}
    >
      <div className={styles.bar}>
        {brand}
        <button
          type="button"
          className={`${styles.toggle} menu-toggle`}
          aria-expanded={open}
          aria-controls="header-menu"
          aria-label={open ? labels.close : labels.open}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true" className={styles.toggleIcon} />
        </button>
        <nav id="header-menu" className={styles.menu} aria-label={labels.navigation} data-open={open ? '' : undefined}>
          {menu}
        </nav>
      </div>
    </header>
  );
}
