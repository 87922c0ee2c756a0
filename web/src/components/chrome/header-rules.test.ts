import { describe, expect, it } from 'vitest';
import { HEADER_BREAKPOINTS, closesMobileMenuOnResize, headerScrollState } from './header-rules';

describe('header breakpoints', () => {
  it('are the spec’s: 1000 for the simple header; 1200, 1080, 970, 600 for the mega menu', () => {
    expect(HEADER_BREAKPOINTS.simple).toEqual([1000]);
    expect(HEADER_BREAKPOINTS.mega).toEqual([1200, 1080, 970, 600]);
  });
});

describe('closesMobileMenuOnResize', () => {
  const at = (width: number, height: number) => ({ width, height });
  it('closes the menu on any change of width, within a breakpoint range or across one', () => {
    expect(closesMobileMenuOnResize(at(800, 800), at(820, 800))).toBe(true);
    expect(closesMobileMenuOnResize(at(800, 800), at(799, 800))).toBe(true);
    expect(closesMobileMenuOnResize(at(390, 844), at(844, 390))).toBe(true);
    expect(closesMobileMenuOnResize(at(900, 800), at(1100, 800))).toBe(true);
    // Width and height together (a window dragged by its corner).
    expect(closesMobileMenuOnResize(at(700, 600), at(720, 640))).toBe(true);
  });
  it('leaves it open when only the height changes (on-screen keyboard, address bar)', () => {
    expect(closesMobileMenuOnResize(at(390, 844), at(390, 500))).toBe(false);
    expect(closesMobileMenuOnResize(at(390, 500), at(390, 844))).toBe(false);
    expect(closesMobileMenuOnResize(at(390, 844), at(390, 788))).toBe(false);
  });
  it('does nothing when nothing changed', () => {
    expect(closesMobileMenuOnResize(at(600, 600), at(600, 600))).toBe(false);
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
