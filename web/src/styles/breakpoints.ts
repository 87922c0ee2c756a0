/**
 * The site's breakpoints in CSS px (min-width), the same table as the comment at the top of
 * styles/tokens.css. CSS media queries cannot read custom properties, so stylesheets write these
 * numbers themselves: `(min-width: 768px)` from a breakpoint up, `(max-width: 767.98px)` below it.
 * The headers' own widths are HEADER_BREAKPOINTS in components/chrome/header-rules.ts.
 */
export const BREAKPOINTS = {
  xs: 576,
  sm: 768,
  md: 996,
  lg: 1200,
  xl: 1367,
  xxl: 1600,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;
