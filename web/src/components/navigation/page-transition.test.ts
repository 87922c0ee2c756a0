import { describe, expect, it } from 'vitest';
import { arrivalScroll, isClientRoutable } from './page-transition';

describe('isClientRoutable', () => {
  it.each([
    ['/features/', true],
    ['/fr/company/about/', true],
    ['/features/#business-ai', true],
    ['/search/?q=lease', true],
    ['/', true],
    ['//evil.example/', false],
    ['https://paperwise.example/features/', false],
    ['#top', false],
    ['mailto:support@example.com', false],
    ['/embedded/webapp/signup/', false],
    ['/embedded', false],
    ['/api/revalidate', false],
    ['/_next/static/x.js', false],
    ['/embeddedness/', true],
  ])('%s -> %s', (href, expected) => {
    expect(isClientRoutable(href)).toBe(expected);
  });
});

describe('arrivalScroll', () => {
  it('goes to the top on an ordinary arrival', () => {
    expect(arrivalScroll({ hash: '', historyMove: false, pageKeepsScroll: false })).toBe('top');
  });
  it('keeps the position on back and forward, where the browser restores it', () => {
    expect(arrivalScroll({ hash: '', historyMove: true, pageKeepsScroll: false })).toBe('keep');
  });
  it('leaves an address with a target to the router, which scrolls to it', () => {
    expect(arrivalScroll({ hash: '#business-ai', historyMove: false, pageKeepsScroll: false })).toBe('keep');
  });
  it('treats a bare # as no target', () => {
    expect(arrivalScroll({ hash: '#', historyMove: false, pageKeepsScroll: false })).toBe('top');
  });
  it('keeps the position when the arriving page opts out', () => {
    expect(arrivalScroll({ hash: '', historyMove: false, pageKeepsScroll: true })).toBe('keep');
  });
});
