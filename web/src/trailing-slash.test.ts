import { describe, expect, it } from 'vitest';
import { trailingSlashRedirects } from './trailing-slash';

/**
 * A redirect source `/:name(<pattern>)<rest>` as the anchored expression Next matches it with,
 * which takes one slash more at the end (next/dist/lib/redirect-status.js, modifyRouteRegex).
 */
function matcher(source: string): RegExp {
  const match = /^\/:\w+\((.*)\)(\/?)$/.exec(source)!;
  return new RegExp(`^/(${match[1]})${match[2]}(?:/)?$`);
}

describe('trailingSlashRedirects', () => {
  const [files, pages] = trailingSlashRedirects().map((rule) => matcher(rule.source)) as [RegExp, RegExp];

  it('adds a slash to page addresses and removes one from file addresses, as Next does', () => {
    expect(pages.test('/company/eula')).toBe(true);
    expect(pages.test('/embedded/userbase/account/get')).toBe(true);
    expect(pages.test('/company/eula/')).toBe(false);
    expect(pages.test('/robots.txt')).toBe(false);
    expect(files.test('/robots.txt/')).toBe(true);
    expect(pages.test('/.well-known/security')).toBe(false);
  });

  it('never sends an address that has its slash to itself', () => {
    expect(pages.test('/company/eula/')).toBe(false);
    expect(pages.test('/api/experiments/experiment-docs-free-demo/results/')).toBe(false);
    expect(pages.test('/fr/')).toBe(false);
  });

  it('leaves the studio’s addresses as they are: its router has its own', () => {
    expect(pages.test('/studio')).toBe(false);
    expect(pages.test('/studio/structure/landing-pages;docs;fr')).toBe(false);
    expect(files.test('/studio/static/sanity-C6Z67w84.js/')).toBe(false);
    expect(pages.test('/studios/x')).toBe(true);
  });

  it('leaves the local Content Lake’s API paths as they are', () => {
    expect(pages.test('/embedded/content-lake/v2025-09-01/data/query/production')).toBe(false);
    expect(pages.test('/embedded/content-lake')).toBe(false);
    expect(files.test('/embedded/content-lake/images/local/production/abc-1x1.png/')).toBe(false);
    expect(pages.test('/embedded/content-lakes/x')).toBe(true);
  });
});
