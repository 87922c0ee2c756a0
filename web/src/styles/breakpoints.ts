/**
 * The site's breakpoints in CSS px (min-width), the same table as the comment at the top of
 * styles/tokens.css. CSS media queries cannot read custom properties, so stylesheets write these
 * numbers themselves: `(min-width: 768px)` from a breakpoint up, `(max-width: 767.98px)` below it.
 * The headers' own widths are HEADER_BREAKPOINTS in components/chrome/header-rules.ts.
 *
 * Smallest first. `default` is the narrowest screen the layouts are drawn for (nothing below it is
 * designed); `2xl` (1536) sits below `xxl` (1600) in width although its name reads larger: the names
 * are the ones the design hands over, kept as they are so a design note and a query mean the same.
 */
export const BREAKPOINTS = {
  default: 320,
  xxs: 480,
  xs: 576,
  sm: 768,
  md: 996,
  lg: 1200,
  xl: 1367,
  '2xl': 1536,
  xxl: 1600,
  '4k': 1921,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;
