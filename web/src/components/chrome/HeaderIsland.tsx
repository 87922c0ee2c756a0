'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useGlobalStore } from '@/engine/stores/global';
import { closesMobileMenuOnResize } from './header-rules';
import { scrollStage } from './scroll-store';

/** The stable hooks of the header's server markup (HeaderShell.tsx, MegaMenu.tsx). */
const HEADER = 'header.site-header';
const MOBILE_MENU = 'header-menu';
const MEGA_ITEM = 'li.mega';
/** Where a mega menu's panel drops below the bar (MegaMenu.module.css); below, it unfolds in the mobile menu. */
const WIDE = '(min-width: 970px)';

const header = () => document.querySelector<HTMLElement>(HEADER);
const mobileMenu = () => document.getElementById(MOBILE_MENU);
/** The global state's flag is being set from the menu: the state must not act on the menu then. */
let following = false;

/** Escape hands focus back to a summary: that focus must not open its menu again. */
let refocusing = false;

const openMegaMenus = () => document.querySelectorAll<HTMLDetailsElement>(`${MEGA_ITEM} > details[open]`);

/** Puts the header's scroll look on it: styled once scrolled, Try for free outlined below 500 px. */
function showScrollStage() {
  const element = header();
  if (!element) return;
  const stage = scrollStage(window.scrollY);
  element.toggleAttribute('data-scrolled', stage !== 'top');
  element.toggleAttribute('data-try-outlined', stage !== 'past-threshold');
}

function closeMobileMenu() {
  const menu = mobileMenu();
  if (menu?.matches(':popover-open')) menu.hidePopover();
  // Said at once: a menu removed with the page it belonged to fires no event.
  showMobileMenuState(false);
}

function closeMegaMenus(except?: Element | null) {
  for (const details of openMegaMenus()) if (details !== except) details.open = false;
}

const menuToggle = () => document.querySelector<HTMLElement>(`[popovertarget="${MOBILE_MENU}"]`);

/**
 * The toggle button tells what the mobile menu is; the live-chat button hides while it is open;
 * the global state's flag follows it.
 */
function showMobileMenuState(open: boolean) {
  const toggle = menuToggle();
  if (useGlobalStore.getState().mobileMenu !== open) {
    following = true;
    useGlobalStore.getState().setMobileMenu(open);
    following = false;
  }
  if (toggle) {
    toggle.setAttribute('aria-expanded', String(open));
    const label = toggle.dataset[open ? 'labelClose' : 'labelOpen'];
    if (label) toggle.setAttribute('aria-label', label);
  }
  document.documentElement.toggleAttribute('data-menu-open', open);
}

/**
 * The header's one piece of client code; it renders nothing. The header, its mega menus and its
 * mobile menu are server markup that works without it: the mobile menu is a popover (its button
 * opens and closes it, Escape and a click outside close it), each mega menu a <details> (its
 * summary opens it by click, Enter or Space; hover shows it by CSS). What needs a script is here:
 * - the scroll look (data-scrolled, data-try-outlined on the header);
 * - the mobile menu's button says whether it is open (aria-expanded, its label), and <html> carries
 *   data-menu-open meanwhile; the global state's flag (mobileMenu) follows the menu, and setting the
 *   flag opens or closes it, so other parts can close it;
 * - the mobile menu closes on a route change (it belonged to the page left) and when the viewport's
 *   width changes (header-rules.ts: not its height alone, a phone's keyboard);
 * - on wide screens a mega menu opens when the keyboard brings focus to its summary; it closes on
 *   Escape (focus back on its summary), when focus or a click goes elsewhere, when the mouse leaves
 *   it, and on a route change.
 * Its listeners sit on the document and look the header up when they run, so a client navigation
 * to a page with another kind of header needs nothing new.
 */
export function HeaderIsland() {
  const pathname = usePathname();

  useEffect(() => {
    closeMobileMenu();
    closeMegaMenus();
    showScrollStage();
  }, [pathname]);

  useEffect(() => {
    let size = { width: window.innerWidth, height: window.innerHeight };
    const onResize = () => {
      const next = { width: window.innerWidth, height: window.innerHeight };
      if (closesMobileMenuOnResize(size, next)) closeMobileMenu();
      size = next;
    };
    // The popover's beforetoggle event comes at once (toggle comes a task later, and not at all
    // from a menu removed meanwhile); it does not bubble, so it is caught on its way down.
    const onToggle = (event: Event) => {
      const target = event.target as Element;
      if (target.id === MOBILE_MENU) showMobileMenuState((event as ToggleEvent).newState === 'open');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = [...openMegaMenus()];
      if (!open.length) return;
      // The mega menu holding focus closes, and focus goes back to its summary; the open mobile
      // menu around it closes too (the popover's own Escape), as it always did.
      const holder = open.find((details) => details.contains(document.activeElement));
      closeMegaMenus();
      refocusing = true;
      holder?.querySelector('summary')?.focus();
      refocusing = false;
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element;
      const item = target.closest(MEGA_ITEM);
      closeMegaMenus(item?.querySelector('details'));
      // Keyboard focus only (a mouse press focuses the summary too, and its click toggles it), and
      // only where the panel drops below the bar: in the mobile menu Enter or Space unfolds it.
      if (
        !refocusing &&
        target.matches(`${MEGA_ITEM} > details > summary:focus-visible`) &&
        window.matchMedia(WIDE).matches
      ) {
        (target.parentElement as HTMLDetailsElement).open = true;
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const item = (event.target as Element).closest(MEGA_ITEM);
      closeMegaMenus(item?.querySelector('details'));
    };
    const onMouseOut = (event: MouseEvent) => {
      const item = (event.target as Element).closest(MEGA_ITEM);
      if (!item || item.contains(event.relatedTarget as Node | null)) return;
      // Hover shows a mega menu only on wide screens (MegaMenu.module.css); there, leaving closes it.
      if (window.matchMedia(`(hover: hover) and ${WIDE}`).matches) {
        const details = item.querySelector('details');
        if (details?.open) details.open = false;
      }
    };
    showScrollStage();
    // One signal removes every listener when the header goes.
    const stop = new AbortController();
    const { signal } = stop;
    window.addEventListener('scroll', showScrollStage, { passive: true, signal });
    window.addEventListener('resize', onResize, { signal });
    document.addEventListener('beforetoggle', onToggle, { capture: true, signal });
    document.addEventListener('keydown', onKeyDown, { signal });
    document.addEventListener('focusin', onFocusIn, { signal });
    document.addEventListener('pointerdown', onPointerDown, { signal });
    document.addEventListener('mouseout', onMouseOut, { signal });
    // Opened before this ran (the popover works without it): show it.
    if (mobileMenu()?.matches(':popover-open')) showMobileMenuState(true);
    const unsubscribe = useGlobalStore.subscribe((state) => {
      const menu = mobileMenu();
      if (following || !menu || state.mobileMenu === menu.matches(':popover-open')) return;
      // Opened only where the header has a menu button (narrow screens); closing is always right.
      if (!state.mobileMenu) menu.hidePopover();
      else if (menuToggle()?.checkVisibility()) menu.showPopover();
      else state.setMobileMenu(false);
    });
    return () => {
      unsubscribe();
      stop.abort();
    };
  }, []);

  return null;
}
