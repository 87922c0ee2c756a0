import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES, DEFAULT_WIDTHS, parseArgs, shotName } from './shots';

describe('npm run shots', () => {
  it('shoots the default pages at 390, 1024 and 1440 px unless told otherwise', () => {
    const options = parseArgs([]);
    expect(options.pages).toEqual(DEFAULT_PAGES);
    expect(options.widths).toEqual(DEFAULT_WIDTHS);
    expect(DEFAULT_WIDTHS).toEqual([390, 1024, 1440]);
    expect(options.url).toBeNull();
    expect(options.out).toMatch(/\/shots$/);
    // Every kind of page: home in two languages, a landing page, an A/B variant, a landing preset,
    // search, a legal text in English and German, and the sign-up dialog open.
    const kinds = ['/', '/fr/', '/docs/free-demo/', '/docs/ab/15.10.24/01/', '/l/aug232024/'];
    kinds.push('/search/?q=lease', '/company/eula/', '/de/company/eula/', 'signup:/docs/free-demo/');
    expect(DEFAULT_PAGES).toEqual(expect.arrayContaining(kinds));
  });

  it('takes --pages, --widths and --url, with or without =', () => {
    const options = parseArgs(['--pages', '/a/,menu:/b/', '--widths=390,1440', '--url', 'http://127.0.0.1:3000/']);
    expect(options.pages).toEqual(['/a/', 'menu:/b/']);
    expect(options.widths).toEqual([390, 1440]);
    expect(options.url).toBe('http://127.0.0.1:3000');
  });

  it('names each file after the path, the state and the width', () => {
    expect(shotName('/', 390)).toBe('home--390.png');
    expect(shotName('/docs/ab/15.10.24/01/', 1024)).toBe('docs-ab-15.10.24-01--1024.png');
    expect(shotName('/search/?q=lease', 1440)).toBe('search-q-lease--1440.png');
    expect(shotName('signup:/docs/free-demo/', 390)).toBe('signup-dialog-docs-free-demo--390.png');
    expect(shotName('menu:/', 390)).toBe('mobile-menu-home--390.png');
  });
});
