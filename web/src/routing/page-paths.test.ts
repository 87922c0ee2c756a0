import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CODE_PAGE_PATHS,
  NOT_FOUND_PAGE,
  notFoundPageFor,
  UNKNOWN_MIDDLEWARE_PAGE,
  unknownMiddlewarePageFor,
} from './page-paths';

const landing = new Set(['/en/docs/free-demo/', '/fr/docs/', '/es/l/', '/en/docs/ab/15.10.24/01/']);

describe('notFoundPageFor', () => {
  it('lets through the pages written in code, in every language', () => {
    for (const path of ['/', '/fr/', '/de/', '/search/', '/pt/search/', '/company/eula/', '/it/company/eula/dark/']) {
      expect(notFoundPageFor(path, landing), path).toBeNull();
    }
  });

  it('lets through the stored landing pages, in their own language only', () => {
    expect(notFoundPageFor('/docs/free-demo/', landing)).toBeNull();
    expect(notFoundPageFor('/docs/ab/15.10.24/01/', landing)).toBeNull();
    expect(notFoundPageFor('/fr/docs/', landing)).toBeNull();
    expect(notFoundPageFor('/es/l/', landing)).toBeNull();
    // The same paths in a language where no document claims them.
    expect(notFoundPageFor('/fr/docs/free-demo/', landing)).toBe('/fr/page-not-found/');
    expect(notFoundPageFor('/docs/', landing)).toBe('/en/page-not-found/');
    expect(notFoundPageFor('/de/docs/', landing)).toBe('/de/page-not-found/');
  });

  it('sends an unknown path to the 404 page of the language its prefix names', () => {
    expect(notFoundPageFor('/no-such-page/', landing)).toBe('/en/page-not-found/');
    expect(notFoundPageFor('/fr/no-such-page/', landing)).toBe('/fr/page-not-found/');
    expect(notFoundPageFor('/pt/a/b/c/', landing)).toBe('/pt/page-not-found/');
    // A first segment that is not a language is an English path.
    expect(notFoundPageFor('/xx/docs/', landing)).toBe('/en/page-not-found/');
  });

  it('matches with or without the trailing slash, and decodes the path as the landing route does', () => {
    expect(notFoundPageFor('/docs/free-demo', landing)).toBeNull();
    expect(notFoundPageFor('/search', landing)).toBeNull();
    expect(notFoundPageFor('/docs/free%2Ddemo/', landing)).toBeNull();
    expect(notFoundPageFor('/docs/%C3%A9t%C3%A9/', landing)).toBe('/en/page-not-found/');
  });

  it('sends a path no page could have (undecodable, dot segments, odd characters) to the 404 page', () => {
    expect(notFoundPageFor('/docs/%E0%A4%A/', landing)).toBe('/en/page-not-found/');
    expect(notFoundPageFor('/fr/docs/../', landing)).toBe('/fr/page-not-found/');
    expect(notFoundPageFor('/docs/<script>/', landing)).toBe('/en/page-not-found/');
  });

  it('answers the 404 page itself with the 404 page', () => {
    expect(notFoundPageFor(NOT_FOUND_PAGE, landing)).toBe('/en/page-not-found/');
    expect(notFoundPageFor(`/de${NOT_FOUND_PAGE}`, landing)).toBe('/de/page-not-found/');
  });

  it('lets every path through when the landing pages could not be listed (the landing route decides)', () => {
    expect(notFoundPageFor('/docs/free-demo/', null)).toBeNull();
    expect(notFoundPageFor('/no-such-page/', null)).toBeNull();
  });
});

describe('CODE_PAGE_PATHS', () => {
  it('lists exactly the pages of app/[locale] besides the landing route and the 404 page', () => {
    const root = fileURLToPath(new URL('../app/[locale]/', import.meta.url));
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === 'page.tsx') found.push(relative(root, dir));
      }
    };
    walk(root);
    const paths = found
      .map((dir) =>
        dir
          .split(sep)
          .filter((segment) => segment && !/^\(.*\)$/.test(segment))
          .join('/'),
      )
      .filter((dir) => dir !== '[...rest]' && `/${dir}/` !== NOT_FOUND_PAGE && `/${dir}/` !== UNKNOWN_MIDDLEWARE_PAGE)
      .map((dir) => (dir ? `/${dir}/` : '/'))
      .sort();
    expect(paths).toEqual([...CODE_PAGE_PATHS].sort());
  });
});

describe('unknownMiddlewarePageFor', () => {
  const unknown = new Map([
    ['/fr/docs/', 'the headerKind "banner"'],
    ['/en/budgeto/buy/', 'a layout preset that does not exist'],
  ]);

  it('sends a page naming an unknown layout to the "Unknown middleware" page of its language', () => {
    expect(unknownMiddlewarePageFor('/fr/docs/', unknown)).toBe('/fr/unknown-middleware/');
    expect(unknownMiddlewarePageFor('/fr/docs', unknown)).toBe('/fr/unknown-middleware/');
    // A package named in the address is its page's.
    expect(unknownMiddlewarePageFor('/budgeto/buy/budgeto-monthly/', unknown)).toBe('/en/unknown-middleware/');
  });

  it('leaves every other page alone, and the same path in another language', () => {
    expect(unknownMiddlewarePageFor('/docs/', unknown)).toBeNull();
    expect(unknownMiddlewarePageFor('/de/docs/', unknown)).toBeNull();
    expect(unknownMiddlewarePageFor('/fr/docs/', null)).toBeNull();
    expect(unknownMiddlewarePageFor('/fr/docs/', new Map())).toBeNull();
  });
});
