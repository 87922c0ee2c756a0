import { describe, expect, it } from 'vitest';
import { HEADER_BREAKPOINTS, crossesBreakpoint, headerScrollState } from './header-rules';

describe('header breakpoints', () => {
  it('are the spec’s: 1000 for the simple header; 1200, 1080, 970, 600 for the mega menu', () => {
    expect(HEADER_BREAKPOINTS.simple).toEqual([1000]);
    expect(HEADER_BREAKPOINTS.mega).toEqual([1200, 1080, 970, 600]);
  });
});

describe('crossesBreakpoint', () => {
  it('closes the simple header’s menu only across 1000 px', () => {
    expect(crossesBreakpoint('simple', 990, 1010)).toBe(true);
    expect(crossesBreakpoint('simple', 1000, 999)).toBe(true);
    expect(crossesBreakpoint('simple', 400, 800)).toBe(false);
    expect(crossesBreakpoint('simple', 1100, 1300)).toBe(false);
    expect(crossesBreakpoint('sticky', 999, 1000)).toBe(true);
  });
  it('closes the mega header’s menu across each of its four breakpoints', () => {
    expect(crossesBreakpoint('mega', 590, 610)).toBe(true);
    expect(crossesBreakpoint('mega', 960, 980)).toBe(true);
    expect(crossesBreakpoint('mega', 1070, 1090)).toBe(true);
    expect(crossesBreakpoint('mega', 1199, 1200)).toBe(true);
    expect(crossesBreakpoint('mega', 1300, 500)).toBe(true);
    expect(crossesBreakpoint('mega', 700, 900)).toBe(false);
    expect(crossesBreakpoint('mega', 1000, 1050)).toBe(false);
    // The simple header's breakpoint is not the mega header's.
    expect(crossesBreakpoint('mega', 990, 1010)).toBe(false);
  });
  it('does nothing when the width did not change', () => {
    expect(crossesBreakpoint('mega', 600, 600)).toBe(false);
  });
});

describe('headerScrollState', () => {
  it('styles the header as soon as the page scrolls', () => {
    expect(headerScrollState(0).scrolled).toBe(false);
    expect(headerScrollState(1).scrolled).toBe(true);
  });
  it('outlines Try for free below 500 px of scroll', () => {
    expect(headerScrollState(0).tryOutlined).toBe(true);
    expect(headerScrollState(499).tryOutlined).toBe(true);
    expect(headerScrollState(500).tryOutlined).toBe(false);
    expect(headerScrollState(2000).tryOutlined).toBe(false);
  });
});
