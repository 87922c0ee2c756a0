import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedis, type RedisServer } from '../../../scripts/lib/redis-server';
import { publishDraft, publishedDocument, saveDraft, setHeroHeadline } from './lake-api';
import { startSite, type RunningSite } from './site-server';

/**
 * Two instances of the build behind one Redis (REDIS_URL) share their page cache and their data
 * folder (one local Content Lake): a publish made through one of them, as the studio publishes, with
 * no webhook, makes both serve the new page. With Redis stopped both still answer, and each logs the
 * fault once.
 */
const PAGE = '/docs/free-demo/';
const DOCUMENT_ID = 'landingPage-en-docs-free-demo';
const OLD_HEADLINE = /^Try [\d,.]+\+? business templates for free$/;
const NEW_HEADLINE = `Shared across instances ${Date.now() % 1_000_000}`;
const FAULT = /\[shared cache\] Redis at redis:\/\/127\.0\.0\.1:\d+ cannot be reached/g;

test.describe.configure({ mode: 'serial' });

let redis: RedisServer | undefined;
let sites: RunningSite[] = [];
let folder = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = mkdtempSync(join(tmpdir(), 'paperwise-shared-cache-'));
  redis = await startRedis();
  // One data folder for both: their lake is one SQLite file, as their cache is one Redis.
  const env = { REDIS_URL: redis.url, DATA_DIR: join(folder, 'data') };
  // One after the other: two builds starting at once on a small machine only slow each other down.
  for (let i = 0; i < 2; i += 1) sites.push(await startSite({ env, output: 'capture', timeoutMs: 90_000 }));
});

test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  sites = [];
  await redis?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A page of one instance: its status, its first heading's text, and whether it came from the cache. */
const load = async (site: RunningSite, path = PAGE) => {
  const response = await fetch(`${site.baseUrl}${path}`, { redirect: 'manual' });
  const html = await response.text();
  const h1 =
    /<h1[^>]*>(.*?)<\/h1>/s
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? '';
  return { status: response.status, h1, cache: response.headers.get('x-nextjs-cache') };
};

test('a publish made through one instance is served by both, with no webhook', async () => {
  test.setTimeout(120_000);
  const [one, two] = sites as [RunningSite, RunningSite];
  for (const site of [one, two]) {
    const first = await load(site);
    expect(first.status).toBe(200);
    expect(first.h1).toMatch(OLD_HEADLINE);
  }
  // Stored in the shared cache: the second instance is served what the first one stored.
  await expect.poll(async () => (await load(two)).cache, { timeout: 15_000 }).toBe('HIT');
  expect(sites.every((site) => site.output().includes('[shared cache] sharing the page cache through Redis'))).toBe(
    true,
  );

  const changed = await publishedDocument(one.baseUrl, DOCUMENT_ID);
  setHeroHeadline(changed, NEW_HEADLINE);
  await saveDraft(one.baseUrl, changed);
  // The draft alone changes nothing: both still serve the cached page.
  for (const site of [one, two]) expect((await load(site)).h1).toMatch(OLD_HEADLINE);

  // Published through the first instance's lake: its commit revalidates the page's tags there, and
  // through Redis for every instance.
  await publishDraft(one.baseUrl, DOCUMENT_ID);

  // The second instance never got the publish: it learns of it through Redis alone.
  for (const site of [two, one]) {
    await expect
      .poll(async () => (await load(site)).h1, { timeout: 30_000, message: `${site.baseUrl} serves the new headline` })
      .toBe(NEW_HEADLINE);
  }
});

test('with Redis stopped, both instances still serve pages and log the fault once', async () => {
  test.setTimeout(90_000);
  await redis!.stop();
  for (const site of sites) {
    await expect.poll(() => site.output().match(FAULT)?.length ?? 0, { timeout: 15_000 }).toBe(1);
    // A page it had (its own memory), one never rendered here (rendered now), and the first again.
    for (const path of [PAGE, '/fr/', '/company/about/', PAGE]) {
      const answer = await load(site, path);
      expect(answer.status, `${site.baseUrl}${path}`).toBe(200);
    }
    expect((await load(site)).h1).toBe(NEW_HEADLINE);
  }
  // Still one line each: the outage is logged once, not once per request.
  for (const site of sites) expect(site.output().match(FAULT)?.length).toBe(1);
});
