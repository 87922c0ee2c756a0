'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useGlobalStore } from '@/engine/stores/global';
import { crossesBreakpoint, type HeaderKind } from './header-rules';
import { getScrollStage, getServerScrollStage, subscribeScroll } from './scroll-store';

interface HeaderShellProps {
  kind: HeaderKind;
  brand: ReactNode;
  menu: ReactNode;
  labels: { open: string; close: string; navigation: string };
}

/**
 * The interactive part of every header: the scroll look (styled once scrolled, Try for free
 * outlined below 500 px), and the mobile menu, closed on route change, on Escape and when a
 * resize crosses one of the header's breakpoints. The links themselves are rendered on the server.
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
    let width = window.innerWidth;
    const onResize = () => {
      const next = window.innerWidth;
      if (crossesBreakpoint(kind, width, next)) setOpen(false);
      width = next;
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [kind, setOpen]);

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
