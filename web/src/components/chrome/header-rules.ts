/** The header kinds a layout preset (schemas layoutPreset) can choose. */
export type HeaderKind = 'simple' | 'sticky' | 'mega';
export type FooterKind = 'large' | 'simple' | 'none';

/**
 * The widths at which the header changes shape (chrome.css follows them). The
 * simple (and sticky) header has one, where the navigation folds into the mobile menu; the mega-menu
 * header has four.
 */
export const HEADER_BREAKPOINTS: Record<HeaderKind, readonly number[]> = {
  simple: [1000],
  sticky: [1000],
  mega: [1200, 1080, 970, 600],
};

export interface ViewportSize {
  width: number;
  height: number;
}

/**
 * The open mobile menu closes on resize. Only a change of WIDTH counts: a
 * phone's on-screen keyboard (opened by a field in the menu, or anywhere) and its address bar
 * sliding in and out change only the viewport's height, and closing the menu then would snatch it
 * away from the visitor who is using it. A rotation, a resized window or a split screen change the
 * width, and the menu laid out for the old width is closed even when no breakpoint was crossed.
 */
export function closesMobileMenuOnResize(from: ViewportSize, to: ViewportSize): boolean {
  return from.width !== to.width;
}

/** The Try-for-free button is outlined until the page has scrolled 500 px. */
export const TRY_OUTLINE_SCROLL_PX = 500;

export interface HeaderScrollState {
  /** The header takes its styled (shadowed, opaque) look once the page has scrolled at all. */
  scrolled: boolean;
  /** The Try-for-free button is outlined while the page is scrolled less than 500 px. */
  tryOutlined: boolean;
}

export function headerScrollState(scrollY: number): HeaderScrollState {
  return { scrolled: scrollY > 0, tryOutlined: scrollY < TRY_OUTLINE_SCROLL_PX };
}
