import { expect, test } from '@playwright/test';
import { crawl } from '../../../scripts/crawl/crawl';

/**
 * A visitor clicking through the site never meets a missing page: every link reached from the six
 * home pages (headers, mega menus, footers, pages, articles, posts) leads to an address that
 * answers, not 404 and not a server error. linkinator does the crawling (scripts/crawl/crawl.ts,
 * also `npm run crawl`).
 */

test('every internal link reached from the six home pages answers', async ({ baseURL }) => {
  // About 265 addresses take 6 to 10 s here, four at a time (a busy 2-core machine): the timeout
  // leaves ten times that, for a slower machine and a site that grows.
  test.setTimeout(120_000);
  const report = await crawl(baseURL!.replace(/\/+$/, ''));
  // The crawl reached the site's pages, not just the home pages (today about 250 addresses).
  expect(report.checked.length).toBeGreaterThan(200);
  for (const path of [
    '/features/',
    '/fr/company/about/',
    '/company/newsroom/',
    '/blog/',
    '/de/templates/',
    '/pricing/plans/',
    '/it/pricing/plans/',
  ]) {
    expect(report.checked, `the crawl did not reach ${path}`).toContain(path);
  }
  const broken = report.broken;
  expect(broken, broken.map((b) => `${b.status} ${b.url} (linked from ${b.parent})`).join('\n')).toEqual([]);
});
