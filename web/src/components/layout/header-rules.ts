/** The header kinds a layout preset can choose (design §3 'layoutPreset'). */
export type HeaderKind = 'simple' | 'sticky' | 'mega';
export type FooterKind = 'large' | 'simple' | 'none';

/**
 * Site map §2 'Header': the widths at which the header changes shape. The simple (and sticky)
 * header has one, where the navigation folds into the mobile menu; the mega-menu header has four.
 */
export const HEADER_BREAKPOINTS: Record<HeaderKind, readonly number[]> = {
  simple: [1000],
  sticky: [1000],
  mega: [1200, 1080, 970, 600],
};

/**
 * Whether a resize from one width to another crosses one of the header's breakpoints: the open
 * mobile menu is closed then, because the header it belongs to has changed shape. A resize that
 * stays between two breakpoints (a phone's address bar sliding away) leaves it open.
 */
export function crossesBreakpoint(kind: HeaderKind, fromWidth: number, toWidth: number): boolean {
  return HEADER_BREAKPOINTS[kind].some((bp) => fromWidth < bp !== toWidth < bp);
}

/** Site map §9: the Try-for-free button is outlined until the page has scrolled 500 px. */
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
