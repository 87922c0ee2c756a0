'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useGlobalStore } from '@/engine/stores/global';
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
  // The mobile menu flag is the global state's (signup §3), so other parts can close it.
  const open = useGlobalStore((state) => state.mobileMenu);
  const setOpen = useGlobalStore((state) => state.setMobileMenu);
  const stage = useSyncExternalStore(subscribeScroll, getScrollStage, getServerScrollStage);

  // Every route change closes the menu (site map §4).
  useEffect(() => {
    setOpen(false);
  }, [pathname, setOpen]);

  useEffect(() => {
    // Site map §2: the menu closes on resize, but only when the WIDTH changes (header-rules.ts): a
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
    // The live-chat button hides while the navigation is open (site map §2 'Header').
    document.documentElement.toggleAttribute('data-menu-open', open);
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  return (
    <header
      className={`site-header header-${kind}`}
      data-scrolled={stage !== 'top' ? '' : undefined}
      data-try-outlined={stage !== 'past-threshold' ? '' : undefined}
    >
      <div className="header-inner">
        {brand}
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="header-menu"
          aria-label={open ? labels.close : labels.open}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true" className="menu-icon" />
        </button>
        <nav id="header-menu" className="header-menu" aria-label={labels.navigation} data-open={open ? '' : undefined}>
          {menu}
        </nav>
      </div>
    </header>
  );
}
